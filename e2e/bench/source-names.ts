import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { webApps } from '@clean/tooling/apps';
import { repoRoot } from '@clean/tooling/processes';

/** Where a V8 profile's sample stood: the script's URL and a 0-based line and column of its code. */
export interface ScriptFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

const maps = new Map<string, TraceMap | undefined>();

/** The source map a production build keeps beside a file the local servers serve (dist/<file>.map). */
function mapOf(url: string): TraceMap | undefined {
  if (maps.has(url)) return maps.get(url);
  let map: TraceMap | undefined;
  const { port, pathname } = new URL(url);
  const app = webApps.find((each) => each.port === Number(port));
  const file = app && path.join(repoRoot, app.dir, 'dist', `${pathname}.map`);
  if (file && existsSync(file)) map = new TraceMap(readFileSync(file, 'utf8'));
  maps.set(url, map);
  return map;
}

/**
 * A frame as its source names it, `name  package-or-app/file:line`, through the build's source maps
 * (minified names say nothing); a native function or a file without a map keeps V8's name.
 */
export function sourceName(frame: ScriptFrame): string {
  if (!/^https?:/.test(frame.url)) return frame.functionName || frame.url || '(native)';
  const map = mapOf(frame.url);
  const place = map && originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!place?.source) return `${frame.functionName || '(anonymous)'}  ${frame.url}`;
  const source = place.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\//, '');
  return `${place.name ?? (frame.functionName || '(anonymous)')}  ${source}:${place.line}`;
}
