// Trunk post-build hook (see Trunk.toml): the embed files first, then the offline files, whose
// service worker precaches everything else in the build.
import { writeEditor } from './editor.mjs';
import { writeEmbed } from './embed.mjs';
import { writeOffline } from './offline.mjs';

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2];
if (!dir) throw new Error('TRUNK_STAGING_DIR is not set');
writeEmbed(dir, process.env.TRUNK_SOURCE_DIR ?? process.cwd());
// The position editor: its own page and wasm (scripts/editor.mjs), precached with the rest.
writeEditor(dir, process.env.TRUNK_SOURCE_DIR ?? process.cwd());
writeOffline(dir);
