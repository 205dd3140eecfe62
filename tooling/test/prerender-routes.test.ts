import { paths } from '@clean/shared/paths';
import { crewRoutes } from '@clean/shared/routes';
import { disallowedPaths, prerenderedPaths } from '../src/prerender/routes';

describe('what is prerendered and what crawlers are kept out of', () => {
  it("never prerenders the crew's phone app and keeps crawlers out of it", () => {
    for (const route of crewRoutes) expect(prerenderedPaths).not.toContain(route.path);
    expect(prerenderedPaths.filter((path) => path.startsWith(paths.crew.root))).toEqual([]);
    expect(disallowedPaths).toContain(paths.crew.root);
  });
});
