// Trunk post-build hook (see Trunk.toml): the embed files, the editor, the computer opponent's
// worker, the remote variant and the language files first, the style sheets, scripts and pages
// slimmed, the game page's style sheet inlined, then the pages' security policies, then the
// offline files, whose service worker precaches everything else in the build (the pages as
// served); then the languages go into the single file the offline step wrote, and last come the
// single file's policy (hashing what it finally carries) and the host's headers.
import { writeEditor } from './editor.mjs';
import { writeEmbed } from './embed.mjs';
import { inlineStyle } from './first-paint.mjs';
import { bundleLanguages, writeLanguages } from './languages.mjs';
import { writeOffline } from './offline.mjs';
import { writeRelay } from './relay.mjs';
import { writeRemote } from './remote.mjs';
import { lockPages, lockSingleFileAndHeaders } from './security.mjs';
import { slimFiles } from './slim.mjs';
import { writeWorker } from './worker.mjs';

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2];
if (!dir) throw new Error('TRUNK_STAGING_DIR is not set');
const source = process.env.TRUNK_SOURCE_DIR ?? process.cwd();
writeEmbed(dir, source);
// The position editor: its own page and wasm (scripts/editor.mjs), precached with the rest.
writeEditor(dir, source);
// The computer opponent's worker: its own wasm (scripts/worker.mjs), precached with the rest.
writeWorker(dir, source);
// The remote variant of the game page: its own wasm, named in index.html's loader
// (scripts/remote.mjs), precached with the rest.
writeRemote(dir, source);
// The languages other than English and every language's rules texts (scripts/languages.mjs).
writeLanguages(dir, source);
// Every style sheet the steps above copied in and the `quintet-*.js` scripts minified (esbuild),
// and the pages without their comments and indentation (scripts/slim.mjs).
slimFiles(dir);
// The game page's (minified) style sheet into its HTML, for the first paint (scripts/first-paint.mjs).
inlineStyle(dir);
// The live games' relay, if the build names one (QUINTET_RELAY), before the policies that allow it.
writeRelay(dir, process.env.QUINTET_RELAY || null);
lockPages(dir);
writeOffline(dir);
bundleLanguages(dir, source);
lockSingleFileAndHeaders(dir);
