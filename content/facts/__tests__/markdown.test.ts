import { followedAddress } from '../link-targets.mjs';
import { escapeMarkdown, renderMarkdown } from '../markdown';
import { fillTokens } from '../tokens';
import { problemsOf } from '../__fixtures__/problems';

const WHERE = 'content/servicios/prueba.md: ## Preparación';
const rendered = (markdown: string) => renderMarkdown(markdown, WHERE);

/** The elements of some HTML, by tag name, and its text. */
function parts(html: string) {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  return {
    tags: [...body.querySelectorAll('*')].map((element) => element.tagName),
    text: body.textContent?.trim(),
  };
}

describe('the Markdown of a service (content/facts/markdown.ts)', () => {
  it('fills a mark with its value escaped: any value shows as the text typed', () => {
    const value =
      'Tepic<script>alert(1)</script> **x** [a](javascript:alert(1)) &lt; # 1. `c` \\ _y_ <b>\n- z';
    const html = rendered(
      fillTokens(
        'En {hospital.ciudad}, con calma.',
        { 'hospital.ciudad': value },
        WHERE,
        escapeMarkdown,
      ),
    );
    expect(parts(html)).toEqual({
      tags: ['P'],
      text: `En ${value.replace('\n', ' ')}, con calma.`,
    });
  });

  it('keeps text, lists, emphasis and links to https:, mailto:, tel: and the site', () => {
    const html = rendered(
      '- **Llama** al [teléfono](tel:+523111234567) o [escribe](mailto:equipo@ejemplo.mx).\n' +
        '- Lee [la guía](https://www.gob.mx/) y [los servicios](/servicios/).\n',
    );
    expect(parts(html).tags).toEqual(['UL', 'LI', 'STRONG', 'A', 'A', 'LI', 'A', 'A']);
  });

  it('refuses links to scripts, data, plain HTTP and other hosts, autolinks included, naming the section', () => {
    const cases: [string, string][] = [
      ['[clic](javascript:alert(1))', 'javascript:'],
      ['[clic](JavaScript:alert(1))', 'JavaScript:'],
      ['[x](data:text/html,hola)', 'data:'],
      ['[x](http://ejemplo.mx/)', 'http:'],
      ['[x](<javascript:alert(1)>)', 'javascript:'],
      ['<http://ejemplo.mx/>', 'http:'],
      ['Visita www.ejemplo.mx hoy', 'http:'],
      ['[x](#arriba)', '#arriba'],
    ];
    for (const [markdown, shown] of cases) {
      expect(problemsOf(() => rendered(markdown))).toEqual([
        `${WHERE}: el enlace a ${shown} no se permite; usa https://…, mailto:…, tel:… o una página del sitio que empiece con una sola /`,
      ]);
    }
  });

  it('refuses a path that leads to another host once the browser reads it, naming the link and the host', () => {
    const offSite = (shown: string, host: string) =>
      `${WHERE}: el enlace a ${shown} lleva a otro sitio (${host}); una página del sitio empieza con una sola / y no lleva códigos como &#47;`;
    const cases: [string, string, string][] = [
      ['[x](//ejemplo.mx/x)', '//ejemplo.mx/x', 'ejemplo.mx'],
      ['[x](/\\ejemplo.mx/x)', '/\\ejemplo.mx/x', 'ejemplo.mx'],
      ['[x](</\t/ejemplo.mx>)', '/?/ejemplo.mx', 'ejemplo.mx'],
      ['[el mapa](/&#x2F;evil.example/a)', '/?#x2F?evil.example/a', 'evil.example'],
      ['[el mapa](/&#47;evil.example/a)', '/?#47?evil.example/a', 'evil.example'],
      ['[el mapa](/&#47evil.example/a)', '/?#47evil.example/a', 'evil.example'],
      ['[el mapa](/&#X5c;evil.example/a)', '/?#X5c?evil.example/a', 'evil.example'],
      ['[el mapa](/&#x5C;evil.example/a)', '/?#x5C?evil.example/a', 'evil.example'],
      ['[el mapa](/&#9;/evil.example/a)', '/?#9?/evil.example/a', 'evil.example'],
      ['[el mapa](/&#10;/evil.example/a)', '/?#10?/evil.example/a', 'evil.example'],
      ['[el mapa](/&#0000047;evil.example)', '/?#0000047?evil.example', 'evil.example'],
      ['[el mapa][ref]\n\n[ref]: /&#x2F;evil.example/a', '/?#x2F?evil.example/a', 'evil.example'],
    ];
    for (const [markdown, shown, host] of cases) {
      expect(problemsOf(() => rendered(markdown))).toContain(offSite(shown, host));
    }
    for (const markdown of ['[x](/&sol;evil.example)', '[x](/&bsol;evil.example)'])
      expect(problemsOf(() => rendered(markdown)).join('\n')).toMatch(
        /lleva a otro sitio \(evil\.example\)/,
      );
  });

  it('reads an address as the HTML parser reads an attribute', () => {
    expect(followedAddress('/&#x2F;a')).toBe('//a');
    expect(followedAddress('/&#47a')).toBe('//a');
    expect(followedAddress('/&sol;a')).toBe('//a');
    // Code points the HTML standard remaps, and one it replaces.
    expect(followedAddress('/&#x80;&#x9F;')).toBe('/\u20AC\u0178');
    expect(followedAddress('/&#0;')).toBe('/\uFFFD');
    // A legacy reference without ";" stays as typed before "=" or a letter, as in an attribute.
    expect(followedAddress('/?a=1&amp=2&ampb')).toBe('/?a=1&amp=2&ampb');
    expect(followedAddress('/?a=1&amp;b=2')).toBe('/?a=1&b=2');
  });

  it('keeps a path of the site that carries a reference for a sign of its own', () => {
    expect(parts(rendered('[la ruta](/servicios/?a=1&amp;b=2) y [esta](/a&#47;b)')).tags).toEqual([
      'P',
      'A',
      'A',
    ]);
  });

  it('refuses images, raw HTML and characters that hide text, typed or as references', () => {
    expect(problemsOf(() => rendered('![foto](https://ejemplo.mx/x.png)'))).toEqual([
      `${WHERE}: lleva una imagen (![…](…)); la foto del servicio va en su campo «Imagen»`,
    ]);
    expect(problemsOf(() => rendered('Texto <b onclick="x()">hola</b>'))[0]).toMatch(
      /: lleva HTML \(<b…\)/,
    );
    expect(problemsOf(() => rendered('abc\u202Edef'))[0]).toMatch(/U\+202E/);
    expect(problemsOf(() => rendered('abc&#x202E;def'))[0]).toMatch(/U\+202E/);
    expect(problemsOf(() => rendered('abc&#8203;def'))[0]).toMatch(/U\+200B/);
    expect(problemsOf(() => rendered('abc&zwj;def'))).toEqual([
      `${WHERE}: lleva el código HTML &zwj;; escribe el carácter mismo`,
    ]);
    expect(problemsOf(() => rendered('Ortiz &amp; Asociados, presión &lt; 21, a&nbsp;b'))).toEqual(
      [],
    );
  });
});
