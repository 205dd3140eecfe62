// One definition for the tests, the benches and the build's prerender step.
export { CHROMIUM_FLAGS, chromiumPath, headlessBrowserPath } from '@clean/tooling/chromium';
