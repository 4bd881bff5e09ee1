/**
 * Copies the self-hosted fonts (fonts/: Noto Sans Bengali's Bengali subset, its CSS and licence)
 * beside the embed bundle, as dist/embed/fonts/, where the loader links them for BN pages.
 */
import { cpSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const widgets = join(dirname(fileURLToPath(import.meta.url)), '..');
cpSync(join(widgets, 'fonts'), join(widgets, 'dist/embed/fonts'), { recursive: true });
