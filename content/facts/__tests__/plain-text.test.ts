import { plainTextProblem, plainTextProblems } from '../plain-text';

describe('the plain-text rule of the facts and the front matter (content/facts/plain-text.ts)', () => {
  it('keeps what a practice types as text: accents, emoji, "&", a lone "<", addresses', () => {
    for (const value of [
      'Ortiz & Asociados',
      'presión < 21 mmHg',
      'a<b, c > d',
      'Peña, Ñuñez y Güemes: áéíóú',
      'Cirugía 👁️ con el doctor 👨‍⚕️ en 🇲🇽',
      'Sin costo*',
      '> 60 años',
      '#1 en la región',
      '5000+ · 98% · 2020-2022',
      'https://www.gob.mx/cedulaprofesional',
      'equipo_web@ejemplo.mx',
      'America/Mexico_City',
      'practices[0].phone',
      'Línea uno\nLínea dos',
      '::error::no es un comando aquí',
    ]) {
      expect([value, plainTextProblem(value)]).toEqual([value, null]);
    }
  });

  it('refuses HTML, character references and inline Markdown, whose meaning would change as text', () => {
    expect(plainTextProblem('Tepic<script>alert(1)</script>')).toBe(
      'lleva HTML (<script…), que aquí se mostraría como texto; escribe solo texto',
    );
    expect(plainTextProblem('<img src=x onerror=alert(1)>')).toMatch(/^lleva HTML \(<img…\)/);
    expect(plainTextProblem('Nota <!-- oculta -->')).toMatch(/^lleva HTML \(<!--…\)/);
    expect(plainTextProblem('Ver <https://ejemplo.mx>')).toMatch(/entre < >/);
    expect(plainTextProblem('presión &lt; 21')).toBe(
      'lleva el código HTML &lt;, que se mostraría tal cual; escribe el carácter mismo',
    );
    expect(plainTextProblem('&#x3C;b&#x3E;')).toMatch(/código HTML &#x3C;/);
    expect(plainTextProblem('Es **muy** importante')).toMatch(/\*\*negrita\*\*/);
    expect(plainTextProblem('Es *muy* importante')).toMatch(/\*cursiva\*/);
    expect(plainTextProblem('[clic](javascript:alert(1))')).toMatch(/\[enlace\]\(…\)/);
    expect(plainTextProblem('![x](https://ejemplo.mx/x.png)')).toMatch(/imagen/);
    expect(plainTextProblem('usa `código`')).toMatch(/`código`/);
    expect(plainTextProblem('a \\* b')).toMatch(/una \\ antes de un signo/);
  });

  it('refuses characters that hide or reorder text, naming their code point', () => {
    expect(plainTextProblem('Tepic\u0000')).toBe(
      'lleva un carácter de control invisible (U+0000); bórralo',
    );
    expect(plainTextProblem('abc\u202Efed')).toBe(
      'lleva un carácter invisible que cambia el orden del texto (U+202E); bórralo',
    );
    expect(plainTextProblem('a\u2066b')).toMatch(/U\+2066/);
    expect(plainTextProblem('Te\u200Bpic')).toBe('lleva un carácter invisible (U+200B); bórralo');
    expect(plainTextProblem('Te\u200Dpic')).toMatch(/U\+200D/);
    expect(plainTextProblem('\uFEFFTepic')).toMatch(/U\+FEFF/);
    expect(plainTextProblem('a\uD800b')).toMatch(/U\+D800/);
  });

  it('names the path of each refused string in checked data', () => {
    const data = {
      visit: { cancellation: 'Avisa <b>antes</b>' },
      practices: [{ town: 'Tepic' }, { town: 'a\u202Eb' }],
    };
    expect(plainTextProblems(data).map(({ path }) => path)).toEqual([
      ['visit', 'cancellation'],
      ['practices', 1, 'town'],
    ]);
  });
});
