// Trunk post-build hook (see Trunk.toml): the embed files, the editor and the computer opponent's
// worker first, then the offline files, whose service worker precaches everything else in the build.
import { writeEditor } from './editor.mjs';
import { writeEmbed } from './embed.mjs';
import { writeOffline } from './offline.mjs';
import { writeWorker } from './worker.mjs';

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2];
if (!dir) throw new Error('TRUNK_STAGING_DIR is not set');
const source = process.env.TRUNK_SOURCE_DIR ?? process.cwd();
writeEmbed(dir, source);
// The position editor: its own page and wasm (scripts/editor.mjs), precached with the rest.
writeEditor(dir, source);
// The computer opponent's worker: its own wasm (scripts/worker.mjs), precached with the rest.
writeWorker(dir, source);
writeOffline(dir);
