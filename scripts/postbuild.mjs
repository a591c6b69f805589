// Trunk post-build hook (see Trunk.toml): the embed files and the position editor first, then the
// pages' security policies, then the offline files, whose service worker precaches everything
// else in the build (the pages as served), and last the single file's policy and the host's
// headers.
import { writeEditor } from './editor.mjs';
import { writeEmbed } from './embed.mjs';
import { writeOffline } from './offline.mjs';
import { lockPages, lockSingleFileAndHeaders } from './security.mjs';

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2];
if (!dir) throw new Error('TRUNK_STAGING_DIR is not set');
writeEmbed(dir, process.env.TRUNK_SOURCE_DIR ?? process.cwd());
// The position editor: its own page and wasm (scripts/editor.mjs), precached with the rest.
writeEditor(dir, process.env.TRUNK_SOURCE_DIR ?? process.cwd());
lockPages(dir);
writeOffline(dir);
lockSingleFileAndHeaders(dir);
