/**
 * @jest-environment node
 */
import { boundariesInPlace } from '../steps/85-boundaries-in-place.mjs';

// React's reveal runtime as the export writes it before the first boundary's move (abridged body).
const RUNTIME =
  '$RB=[];$RV=function(a){for(var b=0;b<a.length;b+=2){}};$RC=function(a,b){$RB.push(a,b)};';
const placeholder = (id: number) => `<!--$?--><template id="B:${id}"></template><!--/$-->`;

const PAGE =
  '<html><head></head><body><main><section id="hero"><h1>Hola</h1></section>' +
  `<section id="a">${placeholder(0)}</section><section id="b">${placeholder(1)}</section></main>` +
  '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>' +
  `<div hidden id="S:0"><div class="w"><h2>A</h2><p>uno</p></div></div><script>${RUNTIME}$RC("B:0","S:0")</script>` +
  '<div hidden id="S:1"><div class="w"><h2>B</h2></div></div><script>$RC("B:1","S:1")</script></body></html>';

describe('boundaries in place', () => {
  it('moves each outlined boundary into its placeholder, with the markers of a boundary rendered in place, and drops the scripts', () => {
    const { html, moved } = boundariesInPlace(PAGE);
    expect(moved).toBe(2);
    expect(html).toBe(
      '<html><head></head><body><main><section id="hero"><h1>Hola</h1></section>' +
        '<section id="a"><!--$--><div class="w"><h2>A</h2><p>uno</p></div><!--/$--></section>' +
        '<section id="b"><!--$--><div class="w"><h2>B</h2></div><!--/$--></section></main></body></html>',
    );
  });

  it('moves a boundary nested inside an outlined one', () => {
    const page =
      `<body><section>${placeholder(0)}</section>` +
      `<div hidden id="S:0"><div>outer ${placeholder(1)}</div></div><script>${RUNTIME}$RC("B:0","S:0")</script>` +
      '<div hidden id="S:1"><p>inner</p></div><script>$RC("B:1","S:1")</script></body>';
    expect(boundariesInPlace(page).html).toBe(
      '<body><section><!--$--><div>outer <!--$--><p>inner</p><!--/$--></div><!--/$--></section></body>',
    );
  });

  it('leaves a page without outlined boundaries as it is', () => {
    const page = '<body><div hidden=""><!--$--><!--/$--></div><main>x</main></body>';
    expect(boundariesInPlace(page)).toEqual({ html: page, moved: 0 });
  });

  it('throws when a placeholder has no content, or the reveal script has another shape', () => {
    expect(() => boundariesInPlace(`<body>${placeholder(3)}</body>`)).toThrow(
      /no content for boundary B:3/,
    );
    expect(() =>
      boundariesInPlace(
        `<body>${placeholder(0)}<div hidden id="S:0"><p>x</p></div><script>$RX("B:0","S:0")</script></body>`,
      ),
    ).toThrow(/no content for boundary B:0/);
    expect(() =>
      boundariesInPlace(
        '<body><div hidden id="S:0"><p>x</p></div><script>$RX("B:0","S:0")</script></body>',
      ),
    ).toThrow(/still in the page/);
  });
});
