// Trunk post-build hook (see Trunk.toml): the embed files and the computer opponent's worker
// first, then the offline files, whose service worker precaches everything else in the build.
import { writeEmbed } from './embed.mjs';
import { writeOffline } from './offline.mjs';
import { writeWorker } from './worker.mjs';

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2];
if (!dir) throw new Error('TRUNK_STAGING_DIR is not set');
const source = process.env.TRUNK_SOURCE_DIR ?? process.cwd();
writeEmbed(dir, source);
writeWorker(dir, source, (process.env.TRUNK_PROFILE ?? 'release') === 'release');
writeOffline(dir);
