// The shell's build writes the portal's web app manifest (shell/src/app-manifest.ts) and the
// icons it names, drawn with sharp from the portal's icon (favicon.svg), and names the manifest, the
// theme colour and the iOS icon in every page it makes (HtmlWebpackPlugin's head tags). The icons'
// names carry a hash of their content (the api serves hashed names as immutable).
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const NAME = 'AppManifestPlugin';

/** the icon as a square PNG of `size`; `inset`: the share of the side the drawing takes (maskable: its safe circle) */
async function drawIcon(svg, size, background, inset = 1) {
  const sharp = require('sharp');
  const inner = Math.round(size * inset);
  const drawn = await sharp(svg, { density: Math.ceil((72 * inner) / 32) }).resize(inner, inner).png().toBuffer();
  // a palette: the icon has four colours and their edges (a third of the bytes of full colour)
  const png = { compressionLevel: 9, palette: true, quality: 90 };
  if (inset === 1 && !background) return sharp(drawn).png(png).toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: drawn, gravity: 'center' }])
    .png(png)
    .toBuffer();
}

const hashed = (name, buffer) => `icons/${name}.${createHash('sha256').update(buffer).digest('hex').slice(0, 8)}.png`;

class AppManifestPlugin {
  /** @param {{ file: string, icon: string }} o the manifest module (absolute) and the portal's icon (SVG) */
  constructor({ file, icon }) {
    this.file = file;
    this.icon = icon;
    this.tags = null;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        // read afresh on every build (tsx's require keeps nothing between calls)
        const { require: tsxRequire } = require('tsx/cjs/api');
        const { appManifest, APP_ICONS, APPLE_TOUCH_ICON_SIZE, MANIFEST_FILE } = tsxRequire(this.file, __filename);
        const svg = fs.readFileSync(this.icon);
        compilation.fileDependencies.add(this.file);
        compilation.fileDependencies.add(this.icon);
        const base = appManifest([]);
        const icons = [];
        for (const { size, purpose } of APP_ICONS) {
          // maskable: the whole square the page's colour, the icon within the central 80% (the safe circle)
          const png = purpose === 'maskable' ? await drawIcon(svg, size, base.background_color, 0.8) : await drawIcon(svg, size);
          const src = hashed(`icon-${purpose}-${size}`, png);
          compilation.emitAsset(src, new sources.RawSource(png));
          icons.push({ src: `/${src}`, sizes: `${size}x${size}`, type: 'image/png', purpose });
        }
        const apple = await drawIcon(svg, APPLE_TOUCH_ICON_SIZE, base.background_color, 0.9);
        const appleSrc = hashed(`apple-touch-icon-${APPLE_TOUCH_ICON_SIZE}`, apple);
        compilation.emitAsset(appleSrc, new sources.RawSource(apple));
        const manifest = appManifest(icons);
        compilation.emitAsset(MANIFEST_FILE, new sources.RawSource(`${JSON.stringify(manifest, null, 1)}\n`));
        // the manifest itself is named by the page once it has loaded (shell/src/offline/register.ts):
        // named here, Chromium fetches it and its icon among the page's first requests, which a phone's
        // first paint would wait on
        this.tags = [
          { tagName: 'meta', voidTag: true, attributes: { name: 'theme-color', content: manifest.theme_color } },
          { tagName: 'link', voidTag: true, attributes: { rel: 'apple-touch-icon', href: `/${appleSrc}` } },
        ];
      });
      // every page of the shell names them (the login, home and whole-shell pages alike)
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        if (this.tags) data.headTags.push(...this.tags.map((tag) => ({ ...tag, meta: { plugin: NAME } })));
        return data;
      });
    });
  }
}

module.exports = { AppManifestPlugin };
