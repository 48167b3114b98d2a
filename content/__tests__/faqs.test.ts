/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { preguntas } from '../facts/load';
import { serviceFiles } from '../facts/load-services';
import { contactFaq, faqsShownOn, servicesFaq } from '../faqs';
import { services } from '../services';

/** Each page shows the questions of content/preguntas.yml that name it, in the file's order. */

const shownOn = (place: string) =>
  preguntas.faqs.filter((faq) => faq.shownOn.includes(place)).map((faq) => faq.question);

describe('where a question shows', () => {
  it('on the services and contact pages: the questions that name them, in the file’s order', () => {
    expect(servicesFaq.items.map((item) => item.question)).toEqual(shownOn('servicios'));
    expect(contactFaq.items.map((item) => item.question)).toEqual(shownOn('contacto'));
    expect(contactFaq.items.map((item) => item.id)).toEqual(
      contactFaq.items.map((_item, index) => `pregunta-${index + 1}`),
    );
  });

  it('on a service’s page: the questions that name it, then the page’s own', () => {
    for (const service of services) {
      const own = serviceFiles.find((file) => file.slug === service.slug)!.data.faqs;
      const shared = faqsShownOn(`servicios/${service.slug}`);
      expect(service.faqs.map((item) => item.question)).toHaveLength(shared.length + own.length);
      expect(service.faqs.slice(0, shared.length).map((item) => item.question)).toEqual(
        shared.map((item) => item.question),
      );
    }
  });

  it('refuses a question placed on a page no visible service has, naming it in the editor', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'faqs-'));
    try {
      for (const name of ['consultorio.yml', 'testimonios.yml', 'preguntas.yml'])
        cpSync(path.join('content', name), path.join(dir, name));
      cpSync(path.join('content', 'servicios'), path.join(dir, 'servicios'), { recursive: true });
      const data = parse(readFileSync(path.join(dir, 'preguntas.yml'), 'utf8'));
      data.faqs[0].shownOn = ['servicios/no-existe'];
      writeFileSync(path.join(dir, 'preguntas.yml'), stringify(data));
      process.env.FACTS_DIR = dir;
      await jest.isolateModulesAsync(async () => {
        await expect(import('../faqs')).rejects.toThrow(
          `preguntas.yml: faqs[0].shownOn: 'servicios/no-existe' no es la página de un servicio visible`,
        );
      });
    } finally {
      delete process.env.FACTS_DIR;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
