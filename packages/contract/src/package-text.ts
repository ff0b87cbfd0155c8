import { localize } from './language.ts';
import { formatNumber } from './money.ts';

// The package texts of a cart line, apart from the cart's schemas (cart.ts): the product page
// shows them and loads no schema library (decision 017).

/**
 * The package size as the article name words it ('6 rolls' of 'Security tape blue, 6 rolls'),
 * or null when the name does not carry it. Both texts are language-tagged.
 */
export function packageText(articleName: string, productName: string, lang: string): string | null {
  const name = localize(articleName, lang).trim();
  const product = localize(productName, lang).trim();
  if (!name) return null;
  if (product && name.startsWith(product)) {
    const rest = name.slice(product.length).replace(/^[\s,–-]+/, '');
    return rest || null;
  }
  return name;
}

/**
 * An amount of packages as the cart, the checkout, the confirmation, the order history and the
 * e-mail write it: the number of packages and the package size, '2 × 100 forms'. `pack` is the
 * package text (packageText), or the caller's wording of the package size when the name has none.
 */
export function packagesLabel(amount: number, pack: string, lang: string): string {
  return `${formatNumber(amount, lang)} × ${pack}`;
}
