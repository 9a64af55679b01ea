import type { ImageShape } from "../demo-data/vocabulary.ts";
import { colourHex } from "../demo-data/vocabulary.ts";

const size = 600;

/** The fills of a product's colours: one colour, a pair, or the four multicolour quadrants. */
function fills(colours: readonly string[]): string[] {
  const hex = colours.map(
    (key) => colourHex[key.replace(/_(ol|or|ul|ur)$/, "")] ?? colourHex.natur ?? "#cdb891",
  );
  const quadrants = colours.some((key) => key.startsWith("mehrfarbig_"));
  return quadrants
    ? ["#b3322c", "#2f5fa5", "#e7c443", "#4f7d4a"]
    : hex.length > 0
      ? hex
      : ["#cdb891"];
}

/** The shape of a category's products, drawn in the product's colour (recognisable, never blank). */
function shapeMarkup(shape: ImageShape, fill: string, accent: string): string {
  const stroke = `stroke="#3a3a3a" stroke-width="6" stroke-linejoin="round"`;
  switch (shape) {
    case "cloth":
      return `<path d="M120 170h360v260H120z" fill="${fill}" ${stroke}/><path d="M120 250h360M120 350h360" stroke="${accent}" stroke-width="10"/>`;
    case "bowl":
      return `<path d="M110 260h380a190 170 0 0 1-380 0z" fill="${fill}" ${stroke}/><ellipse cx="300" cy="260" rx="190" ry="34" fill="${accent}" ${stroke}/>`;
    case "pot":
      return `<rect x="150" y="220" width="300" height="230" rx="40" fill="${fill}" ${stroke}/><rect x="130" y="190" width="340" height="40" rx="18" fill="${accent}" ${stroke}/><path d="M150 280h-50M450 280h50" stroke="#3a3a3a" stroke-width="18" stroke-linecap="round"/>`;
    case "board":
      return `<rect x="120" y="170" width="360" height="260" rx="36" fill="${fill}" ${stroke}/><circle cx="420" cy="220" r="18" fill="#f4f1ea" ${stroke}/>`;
    case "lamp":
      return `<path d="M200 160h200l60 160H140z" fill="${fill}" ${stroke}/><path d="M300 320v150" stroke="#3a3a3a" stroke-width="14"/><rect x="220" y="460" width="160" height="26" rx="10" fill="${accent}" ${stroke}/>`;
    case "pillow":
      return `<path d="M140 170q160 40 320 0q-40 130 0 260q-160-40-320 0q40-130 0-260z" fill="${fill}" ${stroke}/>`;
    case "basket":
      return `<path d="M130 230h340l-40 220H170z" fill="${fill}" ${stroke}/><path d="M150 300h300M160 370h280" stroke="${accent}" stroke-width="10"/><path d="M200 230q100-110 200 0" fill="none" stroke="#3a3a3a" stroke-width="12"/>`;
    case "garment":
      return `<path d="M220 150l-110 70 40 80 50-25v205h200V275l50 25 40-80-110-70q-80 50-160 0z" fill="${fill}" ${stroke}/>`;
    case "toy":
      return `<circle cx="300" cy="400" r="90" fill="${fill}" ${stroke}/><circle cx="300" cy="260" r="70" fill="${accent}" ${stroke}/><circle cx="300" cy="150" r="50" fill="${fill}" ${stroke}/>`;
    case "bottle":
      return `<path d="M260 140h80v60q60 30 60 100v170H200V300q0-70 60-100z" fill="${fill}" ${stroke}/><rect x="250" y="110" width="100" height="40" rx="8" fill="${accent}" ${stroke}/>`;
  }
}

/**
 * A product image as SVG (600 × 600): the category's shape in the product's colours on a light
 * ground; the image's position turns the view a little, so a gallery's images differ.
 */
export function productImageSvg(
  shape: ImageShape,
  colours: readonly string[],
  position: number,
): string {
  const [first = "#cdb891", second, third, fourth] = fills(colours);
  const accent = second ?? "#f4f1ea";
  const tilt = [0, -6, 6, -3][position % 4] ?? 0;
  const quadrants =
    third && fourth
      ? `<path d="M0 0h300v300H0z" fill="${first}" opacity="0.25"/><path d="M300 0h300v300H300z" fill="${accent}" opacity="0.25"/><path d="M0 300h300v300H0z" fill="${third}" opacity="0.25"/><path d="M300 300h300v300H300z" fill="${fourth}" opacity="0.25"/>`
      : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="#f4f1ea"/>${quadrants}<g transform="rotate(${tilt} 300 300)">${shapeMarkup(shape, first, accent)}</g></svg>`;
}
