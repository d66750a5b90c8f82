// Demo images drawn with pngjs: real PNG bytes, so they pass the storage module's content check
// exactly like an upload would. Gradient background, a soft disc and a centred headline.
import { PNG } from 'pngjs';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphsFor } from './font';

export type Rgb = readonly [number, number, number];

export interface ImageSpec {
  width: number;
  height: number;
  /** top-left colour; the gradient darkens towards the bottom-right */
  color: Rgb;
  text: string;
  /** size of one font pixel */
  scale: number;
  /** 0..1 horizontal centre of the decorative disc */
  discAt?: number;
}

// hoisted: global lookups are slow inside a vm context (jest), and these run per pixel
const { round, hypot, max, min, floor } = Math;
const mix = (a: number, b: number, t: number) => round(a + (b - a) * t);

class Canvas {
  /** RGB, 3 bytes per pixel, drawn into before it is handed to pngjs */
  readonly data: Uint8Array;
  constructor(readonly width: number, readonly height: number) {
    this.data = new Uint8Array(width * height * 3);
  }
  set(x: number, y: number, r: number, g: number, b: number, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    const d = this.data;
    d[i] = mix(d[i], r, alpha);
    d[i + 1] = mix(d[i + 1], g, alpha);
    d[i + 2] = mix(d[i + 2], b, alpha);
  }
  rect(x0: number, y0: number, w: number, h: number, color: Rgb, alpha = 1): void {
    const r = color[0];
    const g = color[1];
    const b = color[2];
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) this.set(x, y, r, g, b, alpha);
  }
}

function gradient(c: Canvas, color: Rgb): void {
  const r = color[0];
  const g = color[1];
  const b = color[2];
  for (let y = 0; y < c.height; y++) {
    for (let x = 0; x < c.width; x++) {
      const t = (x / c.width + y / c.height) / 2;
      c.set(x, y, mix(r, r * 0.35, t), mix(g, g * 0.35, t), mix(b, b * 0.35, t), 1);
    }
  }
}

function disc(c: Canvas, cx: number, cy: number, radius: number): void {
  for (let y = cy - radius; y <= cy + radius; y++) {
    for (let x = cx - radius; x <= cx + radius; x++) {
      const d = hypot(x - cx, y - cy);
      if (d <= radius) c.set(x, y, 255, 255, 255, d > radius - 6 ? 0.35 : 0.15);
    }
  }
}

/** Greedy word wrap so no line is wider than maxChars characters. */
export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > maxChars && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function headline(c: Canvas, text: string, scale: number): void {
  const cell = (GLYPH_WIDTH + 1) * scale;
  let s = scale;
  let lines = wrap(text, floor((c.width * 0.9) / cell));
  // a single word longer than the image: shrink instead of clipping it
  while (s > 1 && lines.some((l) => l.length * (GLYPH_WIDTH + 1) * s > c.width * 0.95)) s--;
  if (s !== scale) lines = wrap(text, floor((c.width * 0.9) / ((GLYPH_WIDTH + 1) * s)));
  const top = round((c.height - lines.length * ((GLYPH_HEIGHT + 2) * s)) / 2);
  lines.forEach((line, row) => {
    const glyphs = glyphsFor(line);
    const left = round((c.width - glyphs.length * (GLYPH_WIDTH + 1) * s + s) / 2);
    const y0 = top + row * ((GLYPH_HEIGHT + 2) * s);
    glyphs.forEach((glyph, i) => {
      const x0 = left + i * (GLYPH_WIDTH + 1) * s;
      glyph.forEach((bits, gy) => bits.forEach((on, gx) => {
        if (!on) return;
        const x = x0 + gx * s;
        const y = y0 + gy * s;
        // a dark drop shadow keeps white text readable on the light end of the gradient
        c.rect(x + max(1, s >> 2), y + max(1, s >> 2), s, s, [0, 0, 0], 0.45);
        c.rect(x, y, s, s, [255, 255, 255]);
      }));
    });
  });
}

/** A PNG of the given size with the headline drawn on it. */
export function drawImage(spec: ImageSpec): Buffer {
  const c = new Canvas(spec.width, spec.height);
  gradient(c, spec.color);
  const radius = round(min(spec.width, spec.height) * 0.42);
  disc(c, round(spec.width * (spec.discAt ?? 0.78)), round(spec.height * 0.55), radius);
  c.rect(0, spec.height - max(6, spec.height >> 5), spec.width, max(6, spec.height >> 5), [255, 255, 255], 0.6);
  headline(c, spec.text, spec.scale);
  const png = new PNG({ width: spec.width, height: spec.height });
  png.data = Buffer.from(c.data.buffer, c.data.byteOffset, c.data.byteLength);
  // RGB in and out (pngjs then copies nothing) and one filter (Sub, good for gradients): the
  // default tries all five filters per row with Math.abs on every byte, which takes seconds
  // inside jest's vm context, where every global lookup is slow
  return PNG.sync.write(png, { filterType: 1, colorType: 2, inputColorType: 2, inputHasAlpha: false });
}
