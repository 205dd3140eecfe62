import { inlinedStylesheets } from '../src/prerender/render-page';

describe('the stylesheets a prerendered page carries inline', () => {
  it('keeps every stylesheet whose rules mean the same inline, and leaves one with an address inside as a link', () => {
    const plain = 'a{color:red}@keyframes x{to{opacity:0}}';
    const inlined = inlinedStylesheets([
      ['http://localhost:3000/main.css', plain],
      ['http://localhost:3001/with-image.css', '.hero{background:url(hero.svg)}'],
      ['http://localhost:3001/with-import.css', '@import "other.css";b{color:blue}'],
      ['http://localhost:3001/upper.css', '.x{background:URL( "x.png" )}'],
    ]);
    expect(inlined).toEqual({ 'http://localhost:3000/main.css': plain });
  });
});
