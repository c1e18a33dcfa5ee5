// Light, friendly placeholder pictures for the sample posts, drawn in code: nothing is downloaded.
// Each is an SVG scene drawn on a 1280x800 canvas that sharp rasterises at 960x600: every test
// server seeds a new database, so the pictures must be quick to make (about 0.3 s for all six),
// and flat drawings stay crisp when a wide screen scales them up.

export const SCENE_WIDTH = 960;
export const SCENE_HEIGHT = 600;

const frame = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 1280 800">` +
  `<defs>${defs}</defs>${body}</svg>`;

const sky = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
  `<stop offset="1" stop-color="${bottom}"/></linearGradient>`;

const tree = (x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><rect x="-6" y="0" width="12" height="46" fill="#8a6a4f"/>` +
  `<circle cx="0" cy="-12" r="34" fill="#5fa56b"/><circle cx="-22" cy="6" r="22" fill="#6cb677"/>` +
  `<circle cx="22" cy="4" r="24" fill="#58a063"/></g>`;

const person = (x: number, y: number, shirt: string) =>
  `<g transform="translate(${x} ${y})"><circle cx="0" cy="-70" r="26" fill="#8d5b3e"/>` +
  `<path d="M-40 40 Q-40 -36 0 -38 Q40 -36 40 40 Z" fill="${shirt}"/></g>`;

const SCENES = {
  'green-hills': frame(
    sky('s', '#fbe3c4', '#d6eef6'),
    `<rect width="1280" height="800" fill="url(#s)"/><circle cx="960" cy="210" r="90" fill="#ffd47e"/>` +
      `<path d="M0 520 Q320 380 640 500 T1280 470 V800 H0Z" fill="#b5dfa6"/>` +
      `<path d="M0 640 Q380 500 760 620 T1280 600 V800 H0Z" fill="#8fca86"/>` +
      `<path d="M0 730 Q420 640 900 720 T1280 700 V800 H0Z" fill="#74b96f"/>` +
      tree(220, 560, 1.2) +
      tree(1040, 600, 1) +
      tree(1130, 620, 0.8),
  ),
  classroom: frame(
    sky('w', '#fff8ec', '#f4ead8'),
    `<rect width="1280" height="800" fill="url(#w)"/><rect x="240" y="110" width="800" height="330" rx="14" fill="#3f6b5c"/>` +
      `<rect x="240" y="430" width="800" height="18" fill="#c79a6b"/>` +
      `<path d="M300 200 H640 M300 260 H760 M300 320 H560" stroke="#e8f2ec" stroke-width="10" stroke-linecap="round"/>` +
      `<circle cx="900" cy="260" r="70" fill="none" stroke="#e8f2ec" stroke-width="10"/>` +
      `<rect x="0" y="600" width="1280" height="200" fill="#e6d2b5"/>` +
      [150, 520, 890]
        .map(
          (x) =>
            `<rect x="${x}" y="560" width="250" height="26" rx="6" fill="#c48a5a"/>` +
            `<rect x="${x + 20}" y="586" width="14" height="110" fill="#a8734a"/>` +
            `<rect x="${x + 216}" y="586" width="14" height="110" fill="#a8734a"/>` +
            `<rect x="${x + 60}" y="530" width="90" height="30" rx="4" fill="#f2b35b"/>`,
        )
        .join(''),
  ),
  graduation: frame(
    sky('g', '#e9f1ff', '#fdf0f5'),
    `<rect width="1280" height="800" fill="url(#g)"/>` +
      [
        [300, 300, -12],
        [640, 220, 8],
        [980, 320, -4],
      ]
        .map(
          ([x, y, turn]) =>
            `<g transform="translate(${x} ${y}) rotate(${turn})"><path d="M-130 0 L0 -60 L130 0 L0 60 Z" fill="#2f4a7a"/>` +
            `<rect x="-70" y="20" width="140" height="60" rx="10" fill="#3b5a90"/>` +
            `<path d="M0 0 L110 40 V110" stroke="#f5c542" stroke-width="8" fill="none"/></g>`,
        )
        .join('') +
      ['#f5c542', '#8fd3c1', '#f59db0', '#9bb8f5', '#c3e88d']
        .map((colour, i) =>
          [0, 1, 2, 3]
            .map((j) => `<circle cx="${90 + i * 240 + j * 53}" cy="${520 + ((i * 7 + j * 13) % 5) * 48}" r="12" fill="${colour}"/>`)
            .join(''),
        )
        .join(''),
  ),
  meeting: frame(
    sky('m', '#fff4e2', '#f3e6d6'),
    `<rect width="1280" height="800" fill="url(#m)"/><rect x="0" y="560" width="1280" height="240" fill="#e5d3bb"/>` +
      person(250, 520, '#5b9bd5') +
      person(480, 500, '#e98a6b') +
      person(800, 500, '#7cbf7f') +
      person(1030, 520, '#c68fd1') +
      `<ellipse cx="640" cy="600" rx="420" ry="70" fill="#b98755"/>` +
      `<rect x="560" y="555" width="160" height="16" rx="4" fill="#ffffff"/>` +
      `<circle cx="1120" cy="160" r="60" fill="#ffe1a1"/>`,
  ),
  'digital-skills': frame(
    sky('d', '#eaf6fb', '#f7fbf2'),
    `<rect width="1280" height="800" fill="url(#d)"/><rect x="0" y="560" width="1280" height="240" fill="#d9c3a5"/>` +
      `<rect x="400" y="220" width="480" height="300" rx="18" fill="#3d4756"/>` +
      `<rect x="422" y="242" width="436" height="256" rx="6" fill="#bfe6f5"/>` +
      `<path d="M460 300 H700 M460 350 H780 M460 400 H640" stroke="#5d8fb0" stroke-width="14" stroke-linecap="round"/>` +
      `<path d="M340 560 L400 520 H880 L940 560 Z" fill="#56606f"/>` +
      `<rect x="1020" y="440" width="90" height="120" rx="12" fill="#e28f5f"/>` +
      `<circle cx="1040" cy="410" r="40" fill="#76b97b"/><circle cx="1090" cy="400" r="46" fill="#64ad6b"/>`,
  ),
  sapling: frame(
    sky('p', '#fdf6d8', '#e3f3e3'),
    `<rect width="1280" height="800" fill="url(#p)"/><circle cx="300" cy="200" r="100" fill="#ffd986"/>` +
      `<path d="M0 600 Q640 540 1280 600 V800 H0Z" fill="#a9825c"/>` +
      `<path d="M640 600 C640 500 630 430 640 330" stroke="#4f8f55" stroke-width="16" fill="none"/>` +
      `<path d="M640 450 C560 420 520 360 540 320 C600 330 640 380 640 450Z" fill="#6dbb72"/>` +
      `<path d="M640 400 C720 370 770 310 750 260 C690 270 645 330 640 400Z" fill="#7ccb80"/>` +
      `<path d="M640 340 C600 300 600 250 640 220 C680 250 680 300 640 340Z" fill="#8fd692"/>`,
  ),
} as const;

export type SceneName = keyof typeof SCENES;
export const SCENE_NAMES = Object.keys(SCENES) as SceneName[];

export function sceneSvg(name: SceneName): string {
  return SCENES[name];
}
