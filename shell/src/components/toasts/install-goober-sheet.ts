// Imported before notistack, whose styles are made as its module is evaluated (goober-sheet.ts).
import { installGooberSheet } from './goober-sheet';

installGooberSheet();
