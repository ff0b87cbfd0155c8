import type { Shape } from './types.ts';

/**
 * Flat product illustrations (600 × 600) in the shop's primary colour. Each is a small,
 * self-contained SVG document without scripts or external references.
 */

const INK = '#1f2933';
const ACCENT = '#d64545';
const FONT = 'font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif"';

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Mixes a #rrggbb colour with white; amount 0 keeps the colour, 1 gives white. */
export function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (v: number) => Math.round(v + (255 - v) * amount);
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function text(x: number, y: number, size: number, fill: string, value: string, weight = 700): string {
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeXml(value)}</text>`;
}

/** A deterministic barcode of `count` bars starting at (x, y). */
function barcode(x: number, y: number, height: number, seed: number, count = 22): string {
  let out = '';
  let pos = x;
  for (let i = 0; i < count; i++) {
    const w = 2 + ((seed * (i + 3) * 7) % 5);
    out += `<rect x="${pos}" y="${y}" width="${w}" height="${height}"/>`;
    pos += w + 3 + ((seed + i) % 3);
  }
  return `<g fill="${INK}">${out}</g>`;
}

type Draw = (c: string, label: string, seed: number) => string;

const SHAPES: Record<Shape, Draw> = {
  bag: (c, label, seed) =>
    `<rect x="150" y="110" width="300" height="380" rx="14" fill="${tint(c, 0.78)}" stroke="${c}" stroke-width="6"/>` +
    `<rect x="150" y="110" width="300" height="56" rx="14" fill="${c}"/>` +
    `<line x1="168" y1="186" x2="432" y2="186" stroke="${c}" stroke-width="4" stroke-dasharray="12 8"/>` +
    `<rect x="185" y="225" width="230" height="120" rx="10" fill="#fff"/>${text(300, 302, 44, c, label)}` +
    barcode(200, 380, 70, seed),
  envelope: (c, label, seed) =>
    `<rect x="110" y="160" width="380" height="270" rx="10" fill="${tint(c, 0.8)}" stroke="${c}" stroke-width="6"/>` +
    `<path d="M116 166 L300 310 L484 166" fill="${tint(c, 0.6)}" stroke="${c}" stroke-width="6" stroke-linejoin="round"/>` +
    `<rect x="150" y="360" width="150" height="44" rx="6" fill="#fff"/>${text(225, 392, 26, c, label)}` +
    barcode(330, 362, 40, seed, 12),
  seal: (c, label) =>
    `<path d="M250 300 C 120 300 120 470 260 470 C 400 470 440 380 470 250" fill="none" stroke="${c}" stroke-width="16" stroke-linecap="round"/>` +
    `<rect x="170" y="150" width="190" height="150" rx="16" fill="${c}"/>` +
    `<rect x="190" y="180" width="150" height="60" rx="8" fill="#fff"/>${text(265, 222, 30, INK, label)}` +
    `<circle cx="265" cy="270" r="12" fill="${tint(c, 0.7)}"/>` +
    `<path d="M455 250 l15 -40 l15 40 z" fill="${c}"/>`,
  cable: (c, label) =>
    `<circle cx="300" cy="250" r="130" fill="none" stroke="#8a97a3" stroke-width="12"/>` +
    `<rect x="220" y="340" width="160" height="130" rx="18" fill="${c}"/>` +
    `<rect x="240" y="370" width="120" height="50" rx="8" fill="#fff"/>${text(300, 406, 28, INK, label)}` +
    `<circle cx="300" cy="445" r="8" fill="${tint(c, 0.6)}"/>`,
  padlock: (c, label) =>
    `<path d="M215 280 V210 a85 85 0 0 1 170 0 V280" fill="none" stroke="#8a97a3" stroke-width="26"/>` +
    `<rect x="170" y="270" width="260" height="220" rx="26" fill="${c}"/>` +
    `<rect x="200" y="320" width="200" height="80" rx="10" fill="#fff"/>${text(300, 375, 40, INK, label)}` +
    `<circle cx="300" cy="445" r="14" fill="${tint(c, 0.6)}"/>`,
  tape: (c, label) =>
    `<path d="M300 390 L520 470 L520 540 L300 460 Z" fill="${c}"/>` +
    `<circle cx="260" cy="300" r="170" fill="${c}"/><circle cx="260" cy="300" r="120" fill="${tint(c, 0.35)}"/>` +
    `<circle cx="260" cy="300" r="78" fill="#fff"/><circle cx="260" cy="300" r="62" fill="${tint(c, 0.85)}"/>` +
    `<g transform="rotate(20 420 470)">${text(420, 480, 30, '#fff', label)}</g>`,
  label: (c, label) => {
    let cells = '';
    for (let r = 0; r < 3; r++) {
      for (let k = 0; k < 2; k++) {
        const x = 165 + k * 140;
        const y = 150 + r * 110;
        cells += `<rect x="${x}" y="${y}" width="125" height="90" rx="10" fill="${r === 0 && k === 1 ? ACCENT : c}"/>`;
        cells += text(x + 62, y + 55, 20, '#fff', label);
      }
    }
    return `<rect x="140" y="120" width="320" height="370" rx="12" fill="#fff" stroke="${tint(c, 0.5)}" stroke-width="4"/>${cells}`;
  },
  roll: (c, label) =>
    `<path d="M380 390 L520 470 L500 510 L360 430 Z" fill="#fff" stroke="${tint(c, 0.5)}" stroke-width="3"/>` +
    `<rect x="160" y="170" width="220" height="260" fill="#fff" stroke="${tint(c, 0.5)}" stroke-width="4"/>` +
    `<ellipse cx="270" cy="170" rx="110" ry="40" fill="#f4f6f8" stroke="${tint(c, 0.5)}" stroke-width="4"/>` +
    `<ellipse cx="270" cy="170" rx="26" ry="10" fill="${c}"/>` +
    `<rect x="160" y="280" width="220" height="70" fill="${c}"/>${text(270, 326, 30, '#fff', label)}`,
  device: (c, label) =>
    `<rect x="130" y="200" width="340" height="260" rx="24" fill="${c}"/>` +
    `<rect x="170" y="150" width="260" height="60" rx="12" fill="${tint(c, 0.3)}"/>` +
    `<rect x="170" y="240" width="180" height="90" rx="8" fill="#0f172a"/>${text(260, 298, 30, '#7dd3fc', label)}` +
    `<circle cx="400" cy="265" r="18" fill="#fff"/><circle cx="400" cy="315" r="18" fill="${tint(c, 0.6)}"/>` +
    `<rect x="170" y="380" width="260" height="20" rx="10" fill="${tint(c, 0.5)}"/>`,
  pen: (c, label) =>
    `<g transform="rotate(-35 300 300)"><rect x="110" y="262" width="330" height="76" rx="20" fill="${c}"/>` +
    `<rect x="430" y="262" width="80" height="76" rx="12" fill="${INK}"/>` +
    `<path d="M110 275 L60 300 L110 325 Z" fill="${tint(c, 0.5)}"/>${text(270, 312, 34, '#fff', label)}</g>`,
  coins: (c, label) => {
    let stack = '';
    for (let i = 0; i < 6; i++) {
      stack += `<ellipse cx="220" cy="${430 - i * 34}" rx="95" ry="30" fill="${i % 2 ? '#d9a441' : '#e8bf5c'}" stroke="#a8772a" stroke-width="3"/>`;
    }
    return (
      `${stack}<rect x="300" y="200" width="190" height="230" rx="8" fill="${tint(c, 0.75)}" stroke="${c}" stroke-width="4"/>` +
      `<rect x="300" y="280" width="190" height="56" fill="${c}"/>${text(395, 318, 30, '#fff', label)}`
    );
  },
  form: (c, label) => {
    let lines = '';
    for (let i = 0; i < 6; i++) {
      lines += `<rect x="190" y="${250 + i * 34}" width="${i % 2 ? 150 : 220}" height="10" rx="5" fill="${tint(c, 0.7)}"/>`;
    }
    return (
      `<rect x="160" y="110" width="290" height="390" rx="8" fill="#fff" stroke="${tint(c, 0.5)}" stroke-width="4"/>` +
      `<rect x="160" y="110" width="290" height="70" rx="8" fill="${c}"/>${text(305, 158, 34, '#fff', label)}` +
      `${lines}<rect x="320" y="430" width="100" height="40" rx="4" fill="none" stroke="${c}" stroke-width="3"/>`
    );
  },
  box: (c, label) =>
    `<path d="M140 220 L300 160 L460 220 L300 280 Z" fill="${tint(c, 0.55)}"/>` +
    `<path d="M140 220 L300 280 L300 480 L140 420 Z" fill="${c}"/>` +
    `<path d="M460 220 L300 280 L300 480 L460 420 Z" fill="${tint(c, 0.25)}"/>` +
    `<rect x="320" y="320" width="120" height="70" rx="6" fill="#fff" transform="skewY(-20) translate(0 120)"/>` +
    `<g transform="skewY(-20) translate(0 120)">${text(380, 365, 20, INK, label)}</g>`,
  tube: (c, label) =>
    `<rect x="245" y="100" width="110" height="60" rx="10" fill="${c}"/>` +
    `<path d="M255 160 H345 V420 L300 500 L255 420 Z" fill="${tint(c, 0.9)}" stroke="${tint(c, 0.4)}" stroke-width="4"/>` +
    `<path d="M259 320 H341 V418 L300 490 L259 418 Z" fill="${tint(c, 0.55)}"/>` +
    `<rect x="262" y="200" width="76" height="80" rx="4" fill="#fff"/>${text(300, 250, 20, INK, label)}` +
    `<g stroke="${tint(c, 0.3)}" stroke-width="3"><line x1="330" y1="300" x2="345" y2="300"/><line x1="330" y1="340" x2="345" y2="340"/><line x1="330" y1="380" x2="345" y2="380"/></g>`,
  cup: (c, label) =>
    `<rect x="180" y="150" width="240" height="60" rx="12" fill="${c}"/>` +
    `<path d="M195 210 H405 L390 470 Q388 490 368 490 H232 Q212 490 210 470 Z" fill="${tint(c, 0.9)}" stroke="${tint(c, 0.4)}" stroke-width="4"/>` +
    `<path d="M203 350 H397 L390 470 Q388 486 368 486 H232 Q212 486 210 470 Z" fill="${tint(c, 0.6)}"/>` +
    `<rect x="230" y="250" width="140" height="70" rx="6" fill="#fff"/>${text(300, 295, 26, INK, label)}`,
  pad: (c, label) => {
    let quilt = '';
    for (let i = 0; i < 5; i++) quilt += `<line x1="${170 + i * 65}" y1="170" x2="${170 + i * 65}" y2="430"/>`;
    for (let i = 0; i < 4; i++) quilt += `<line x1="150" y1="${190 + i * 70}" x2="450" y2="${190 + i * 70}"/>`;
    return (
      `<rect x="150" y="160" width="300" height="280" rx="20" fill="#fff" stroke="${c}" stroke-width="6"/>` +
      `<g stroke="${tint(c, 0.6)}" stroke-width="3" stroke-dasharray="6 6">${quilt}</g>` +
      `<rect x="220" y="265" width="160" height="64" rx="8" fill="${c}"/>${text(300, 308, 28, '#fff', label)}`
    );
  },
  tips: (c, label) => {
    let holes = '';
    for (let r = 0; r < 4; r++) {
      for (let k = 0; k < 6; k++) holes += `<circle cx="${185 + k * 46}" cy="${290 + r * 40}" r="13"/>`;
    }
    return (
      `<path d="M330 90 L360 90 L352 250 L338 250 Z" fill="${tint(c, 0.7)}" stroke="${c}" stroke-width="3"/>` +
      `<rect x="150" y="260" width="300" height="180" rx="14" fill="${c}"/><g fill="${tint(c, 0.8)}">${holes}</g>` +
      `<rect x="150" y="440" width="300" height="50" rx="8" fill="${tint(c, 0.3)}"/>${text(300, 474, 26, '#fff', label)}`
    );
  },
  pipette: (c, label) => {
    let marks = '';
    for (let i = 0; i < 9; i++)
      marks += `<line x1="${190 + i * 28}" y1="290" x2="${190 + i * 28}" y2="${i % 2 ? 300 : 310}"/>`;
    return (
      `<g transform="rotate(-30 300 300)"><rect x="90" y="280" width="400" height="40" rx="8" fill="${tint(c, 0.9)}" stroke="${tint(c, 0.4)}" stroke-width="3"/>` +
      `<rect x="490" y="284" width="40" height="32" rx="6" fill="${c}"/><path d="M90 290 L50 300 L90 310 Z" fill="${tint(c, 0.5)}"/>` +
      `<g stroke="${INK}" stroke-width="2">${marks}</g></g>` +
      `<rect x="200" y="420" width="200" height="56" rx="8" fill="${c}"/>${text(300, 458, 28, '#fff', label)}`
    );
  },
};

/**
 * One illustration of a product. `view` 0 is the main picture, 1 a turned close-up and
 * 2 a stack, so the three images of a product differ.
 */
export function productSvg(opts: {
  shape: Shape;
  colour: string;
  label: string;
  title: string;
  seed: number;
  view: number;
}): string {
  const { shape, colour, label, title, seed, view } = opts;
  const draw = SHAPES[shape](colour, label, seed);
  const background = view === 1 ? '#f4f6f8' : tint(colour, view === 2 ? 0.86 : 0.93);
  let body: string;
  if (view === 1)
    body = `<g transform="rotate(-8 300 300) translate(300 300) scale(1.08) translate(-300 -300)">${draw}</g>`;
  else if (view === 2) {
    body =
      `<defs><g id="p">${draw}</g></defs>` +
      `<use href="#p" opacity="0.35" transform="translate(70 -40) scale(0.8) translate(75 75)"/>` +
      `<use href="#p" transform="translate(-20 30) scale(0.8) translate(75 75)"/>`;
  } else body = draw;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img">` +
    `<title>${escapeXml(title)}</title><rect width="600" height="600" fill="${background}"/>` +
    `<ellipse cx="300" cy="535" rx="210" ry="20" fill="${INK}" opacity="0.08"/>${body}</svg>`
  );
}
