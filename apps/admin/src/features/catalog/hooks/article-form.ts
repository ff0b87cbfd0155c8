import {
  type AdminArticle,
  type AdminCreateArticleBody,
  AdminCreateArticleBodySchema,
  type AdminPatchArticleBody,
  AdminPatchArticleBodySchema,
  AlternativePriceTextsSchema,
  type Language,
  PAYERS,
} from '@shop/contract';
import { z } from 'zod';
import { changedTexts, filledTexts, parsePrice, priceText, toTextValues } from './texts.ts';

/**
 * An article's form: numbers as typed, the price in the currency's major unit. The contract's
 * checks apply once they are numbers (the price in minor units).
 */
const whole = (schema: z.ZodType<number, number>) =>
  z.string().trim().min(1, 'required').regex(/^\d+$/, 'invalid').transform(Number).pipe(schema);

const shape = AdminPatchArticleBodySchema.shape;

export const ArticleFormSchema = z.object({
  articleNumber: AdminCreateArticleBodySchema.shape.articleNumber,
  quantity: whole(shape.quantity.unwrap()),
  price: z
    .string()
    .trim()
    .min(1, 'required')
    .transform((text, ctx) => {
      const minor = parsePrice(text);
      if (minor === null) {
        ctx.addIssue({ code: 'custom', message: 'price_invalid' });
        return z.NEVER;
      }
      return minor;
    })
    .pipe(shape.price.unwrap()),
  weight: whole(shape.weight.unwrap()),
  freeShipping: z.boolean(),
  numberOfForms: whole(shape.numberOfForms.unwrap()),
  payer: z.enum(PAYERS),
  alternativePrice: AlternativePriceTextsSchema,
  active: z.boolean(),
});
export type ArticleFormValues = z.input<typeof ArticleFormSchema>;
export type ArticleFormOutput = z.output<typeof ArticleFormSchema>;

export function articleValuesOf(
  article: AdminArticle | null,
  languages: readonly Language[],
  lang: string,
): ArticleFormValues {
  return {
    articleNumber: article?.articleNumber ?? '',
    quantity: article ? String(article.quantity) : '1',
    price: article ? priceText(article.price, lang) : '',
    weight: article ? String(article.weight) : '0',
    freeShipping: article?.freeShipping ?? false,
    numberOfForms: article ? String(article.numberOfForms) : '0',
    payer: article?.payer ?? 'CUSTOMER',
    alternativePrice: toTextValues(article?.alternativePrice, languages),
    active: article?.active ?? true,
  };
}

export function createArticleBody(values: ArticleFormOutput): AdminCreateArticleBody {
  const alternativePrice = filledTexts(values.alternativePrice);
  return {
    articleNumber: values.articleNumber,
    quantity: values.quantity,
    price: values.price,
    weight: values.weight,
    freeShipping: values.freeShipping,
    numberOfForms: values.numberOfForms,
    payer: values.payer,
    active: values.active,
    ...(Object.keys(alternativePrice).length > 0 ? { alternativePrice } : {}),
  };
}

/** What changed of an article; {} for nothing. */
export function patchArticleBody(
  values: ArticleFormOutput,
  article: AdminArticle,
  languages: readonly Language[],
): AdminPatchArticleBody {
  const body: AdminPatchArticleBody = {};
  const keys = [
    'articleNumber',
    'quantity',
    'price',
    'weight',
    'freeShipping',
    'numberOfForms',
    'payer',
    'active',
  ] as const;
  for (const key of keys) {
    if (values[key] !== article[key]) (body as Record<string, unknown>)[key] = values[key];
  }
  const alternativePrice = changedTexts(values.alternativePrice, article.alternativePrice, languages);
  if (alternativePrice) body.alternativePrice = alternativePrice;
  return body;
}
