import type { AdminArticle, AdminGroupsAnswer, AdminProduct, AdminProductListItem } from '@shop/contract';

/** Answers of the catalog calls for the component tests. */

export function groupsAnswer(overrides: Partial<AdminGroupsAnswer> = {}): AdminGroupsAnswer {
  return {
    languages: ['sv', 'en'],
    defaultLanguage: 'sv',
    categories: [
      {
        id: 1,
        name: { sv: 'Säkerhetspåsar', en: 'Security bags' },
        description: { sv: 'Påsar', en: 'Bags' },
        position: 0,
        imageFilename: null,
        imageId: null,
        groups: [
          {
            id: 11,
            categoryId: 1,
            name: { sv: 'Påsar', en: 'Bags' },
            description: {},
            position: 0,
            imageFilename: null,
            imageId: null,
            productCount: 3,
          },
          {
            id: 12,
            categoryId: 1,
            name: { sv: 'Tejper', en: 'Tapes' },
            description: {},
            position: 1,
            imageFilename: null,
            imageId: null,
            productCount: 1,
          },
        ],
      },
      {
        id: 2,
        name: { sv: 'Plomber', en: 'Seals' },
        description: {},
        position: 1,
        imageFilename: null,
        imageId: null,
        groups: [
          {
            id: 21,
            categoryId: 2,
            name: { sv: 'Plomber', en: 'Seals' },
            description: {},
            position: 0,
            imageFilename: null,
            imageId: null,
            productCount: 0,
          },
        ],
      },
    ],
    ...overrides,
  };
}

export function listItem(id: number, overrides: Partial<AdminProductListItem> = {}): AdminProductListItem {
  return {
    id,
    name: `Security bag ${id}`,
    groupId: 11,
    groupName: 'Bags',
    articleCount: 2,
    minPrice: 12_550,
    maxPrice: 99_900,
    active: true,
    recommended: false,
    image: null,
    ...overrides,
  };
}

export function article(id: number, overrides: Partial<AdminArticle> = {}): AdminArticle {
  return {
    id,
    productId: 7,
    articleNumber: `A-${id}`,
    name: {},
    quantity: 100,
    price: 12_550,
    weight: 250,
    freeShipping: false,
    numberOfForms: 0,
    payer: 'CUSTOMER',
    alternativePrice: {},
    freight: 'NONE',
    administrativeFee: false,
    active: true,
    position: id,
    ...overrides,
  };
}

export function product(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 7,
    groupId: 11,
    name: { sv: 'Säkerhetspåse' },
    description: { sv: 'En stark påse' },
    detailedDescription: {},
    specification: {},
    recommended: false,
    active: true,
    position: 0,
    popupImageFileName: null,
    images: [],
    files: [],
    videos: [],
    related: [{ id: 9, name: 'Plomb', active: true }],
    articles: [article(1)],
    languages: ['sv', 'en'],
    defaultLanguage: 'sv',
    currency: 'SEK',
    ...overrides,
  };
}
