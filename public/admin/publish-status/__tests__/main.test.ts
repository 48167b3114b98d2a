import { readSettings, Unavailable, unavailableText } from '../main.js';

/**
 * main.js reads the build's settings (/admin/publish-status.json) and starts the status; when it
 * cannot, the bar names what failed: the missing file, the connection, the server's error, a file
 * it cannot read, or a fault of the script itself.
 */

const answer = (status: number, json: () => Promise<unknown> = async () => ({})) =>
  ({ status, ok: status >= 200 && status < 300, json }) as unknown as Response;

function answering(result: Response | Error) {
  const fetch = jest.fn(async () => {
    if (result instanceof Error) throw result;
    return result;
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

async function refusal(): Promise<string> {
  const error = await readSettings().then(
    () => null,
    (problem: unknown) => problem,
  );
  expect(error).toBeInstanceOf(Unavailable);
  return unavailableText(error);
}

const UNAVAILABLE = 'El estado de la publicación no está disponible: ';

describe("the status's settings", () => {
  it('reads them from /admin/publish-status.json, never from a kept copy', async () => {
    const settings = { repo: 'consultorio/sitio', branch: 'main' };
    const fetch = answering(answer(200, async () => settings));
    expect(await readSettings()).toEqual(settings);
    expect(fetch).toHaveBeenCalledWith('/admin/publish-status.json', { cache: 'no-store' });
  });

  it('names the missing file as missing', async () => {
    answering(answer(404));
    expect(await refusal()).toBe(`${UNAVAILABLE}falta /admin/publish-status.json en este sitio.`);
  });

  it('names any other cause: the connection, the server, a file it cannot read', async () => {
    answering(new TypeError('Failed to fetch'));
    expect(await refusal()).toBe(
      `${UNAVAILABLE}no se pudo pedir /admin/publish-status.json al sitio (¿hay conexión a internet?).`,
    );
    answering(answer(503));
    expect(await refusal()).toBe(
      `${UNAVAILABLE}el sitio respondió con el error 503 a /admin/publish-status.json.`,
    );
    answering(answer(200, () => Promise.reject(new SyntaxError('Unexpected token <'))));
    expect(await refusal()).toBe(
      `${UNAVAILABLE}/admin/publish-status.json no es un archivo de ajustes que se pueda leer.`,
    );
  });

  it('names a fault of the script by its error', () => {
    expect(unavailableText(new TypeError('settings.files is not iterable.'))).toBe(
      `${UNAVAILABLE}falló el programa que lo muestra (TypeError: settings.files is not iterable).`,
    );
  });

  it('shows the cause in the bar when the page loads', async () => {
    document.body.innerHTML =
      '<footer class="editor-bar"><div id="estado-publicacion" role="status" hidden></div></footer>';
    answering(answer(500));
    await jest.isolateModulesAsync(async () => {
      await import('../main.js');
    });
    const box = document.getElementById('estado-publicacion')!;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(box.hidden).toBe(false);
    expect(box.getAttribute('data-tone')).toBe('problem');
    expect(box.textContent).toBe(
      `${UNAVAILABLE}el sitio respondió con el error 500 a /admin/publish-status.json.`,
    );
  });
});
