/** A gift box on a gradient of `hue`: the card art of a points reward (no words, so one per hue). */
export function rewardArt(hue: number): string {
  const a = `hsl(${hue} 70% 45%)`;
  const b = `hsl(${(hue + 40) % 360} 75% 30%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" width="320" height="200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="320" height="200" fill="url(#g)"/>
<circle cx="260" cy="40" r="60" fill="#fff" opacity=".08"/><circle cx="40" cy="180" r="50" fill="#fff" opacity=".06"/>
<rect x="110" y="82" width="100" height="78" rx="6" fill="#f6c344"/>
<rect x="102" y="66" width="116" height="24" rx="5" fill="#ffd866"/>
<rect x="152" y="66" width="16" height="94" fill="#ff5470"/>
<path d="M160 66c-18-30-48-24-40-6 6 12 40 6 40 6zm0 0c18-30 48-24 40-6-6 12-40 6-40 6z" fill="none" stroke="#ff5470" stroke-width="8"/>
</svg>`;
}
