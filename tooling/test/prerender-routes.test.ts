import { paths } from '@clean/shared/paths';
import { crewRoutes } from '@clean/shared/routes';
import { appShellRoutes, disallowedPaths, prerenderedPaths } from '../src/prerender/routes';

describe('what is prerendered and what crawlers are kept out of', () => {
  it("lists no page of the crew's phone app in the sitemap, keeps crawlers out, prerenders only its first screen", () => {
    for (const route of crewRoutes) expect(prerenderedPaths).not.toContain(route.path);
    expect(prerenderedPaths.filter((path) => path.startsWith(paths.crew.root))).toEqual([]);
    expect(disallowedPaths).toContain(paths.crew.root);
    // The sign-in page reads its link's code: it has no one screen to draw before its code runs.
    expect(appShellRoutes.map((route) => route.path)).toEqual([paths.crew.root]);
  });
});
