import { consultorio, consultorioSource } from '@/content/facts/load';
import { serviceFiles } from '@/content/facts/load-services';
import {
  consultorioSchema,
  FAQ_PAGE_LABELS,
  preguntasSchema,
  SERVICE_PAGE_PLACE,
  testimoniosSchema,
} from '@/content/facts/schema';
import { optionsOf } from '@/content/facts/editor-fields';
import { serviceEditorSchema } from '@/content/facts/service-schema';
import { svgIconPath } from '@/lib/app-icons';
import { decapFields, markdownFolder, type FactSelects } from './decap-fields';
import { assertPracticeContent } from '@/content/check-practice';
import { editorPlace, pathSegments } from '@/content/facts/editor-place';
import { editorSettingProblems, githubBackend } from './github-backend';
import { LOCAL_BACKEND_ENABLED, LOCAL_BACKEND_URL } from './local-backend.mjs';

/**
 * The configuration of the practice's editor (Decap CMS at /admin/), written to out/admin/config.yml
 * at build time (app/admin/config.yml/route.ts). It edits exactly the three data files; their fields,
 * labels and rules are generated from content/facts/schema.ts (decap-fields.ts). This file holds
 * only what the schema cannot: the backend, the collections, and the selects filled from the facts.
 */

/**
 * Where the live editor saves (repository, branch) and how it signs in (the relay, the scope):
 * from the deployment's settings at build time (github-backend.ts, docs/sign-in.md).
 */
// A strict build's refusal names the data and the settings together, whichever module meets it
// first.
assertPracticeContent(editorSettingProblems(process.env));
export const GITHUB_BACKEND = githubBackend(process.env);

/** The services that have a page: the only ones a related link or a question's place may name. */
const visibleServices = serviceFiles.filter((service) => !service.data.hidden);

function fail(message: string): never {
  throw new Error(message);
}

/** The practices as the selects show them: "Hospital Santa Lucía (Tepic)", stored by id. */
const selects: FactSelects = {
  practices: consultorio.practices.map((place) => ({
    label: `${place.facility} (${place.address.town})`,
    value: place.id,
  })),
  // A service's related services, by their ids (the build refuses a hidden one).
  services: visibleServices.map((service) => ({ label: service.data.title, value: service.slug })),
  // Where a question shows: the services page, the contact page, each visible service's page by its title.
  faqPlaces: [
    ...optionsOf(FAQ_PAGE_LABELS),
    ...visibleServices.map((service) => ({
      label: service.data.title,
      value: `${SERVICE_PAGE_PLACE}${service.slug}`,
    })),
  ],
  // The example values still to replace, each named by its place in the editor, not its path.
  examples: consultorio.examples.map((path) => ({
    label:
      editorPlace(consultorioSchema, consultorioSource, pathSegments(path))?.join(' › ') ??
      fail(`content/consultorio.yml: examples: '${path}' no es un dato del archivo`),
    value: path,
  })),
};

/**
 * The services: one Markdown file each in content/servicios/ (front matter + the page's text).
 * Edit a page, add a new service (its file name comes from its name), hide one (Ocultar).
 */
export const servicesCollection = {
  ...markdownFolder({
    name: 'servicios',
    label: 'Servicios',
    label_singular: 'Servicio',
    folder: 'content/servicios',
    schema: serviceEditorSchema,
    selects,
  }),
  description:
    'Cada servicio es una página del sitio (/servicios/nombre/), su tarjeta y, si lo eliges, su lugar en la portada y el pie de página.',
  identifier_field: 'title',
  summary: '{{title}}',
  sortable_fields: ['title', 'group', 'order'],
  editor: { preview: false },
};

/** One "files" collection: one entry per data file, so a save always writes a whole, coherent file. */
export const editorFiles = [
  {
    name: 'consultorio',
    label: 'Consultorio: datos, horarios y cierres',
    file: 'content/consultorio.yml',
    fields: decapFields(consultorioSchema, selects, 'consultorio.yml'),
  },
  {
    name: 'testimonios',
    label: 'Testimonios',
    file: 'content/testimonios.yml',
    fields: decapFields(testimoniosSchema, selects, 'testimonios.yml'),
  },
  {
    name: 'preguntas',
    label: 'Preguntas frecuentes',
    file: 'content/preguntas.yml',
    fields: decapFields(preguntasSchema, selects, 'preguntas.yml'),
  },
];

export const decapConfig = {
  locale: 'es',
  backend: { ...GITHUB_BACKEND, commit_messages: { update: 'Editor: actualiza {{path}}' } },
  // Decap's local mode: in a local build only (`npm run admin` runs decap-server), never published.
  ...(LOCAL_BACKEND_ENABLED ? { local_backend: { url: LOCAL_BACKEND_URL } } : {}),
  publish_mode: 'simple',
  // A new service's file name (and page address) from its name, without accents: cirugia-de-catarata.md.
  slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
  // The practice's uploads stay beside the data files, outside public/: the build never exports them
  // as they are (build/prebuild/photos.mjs makes each place's sizes from them). A field stores the file's
  // path relative to the facts folder: "fotos/retrato.jpg".
  media_folder: 'content/fotos',
  public_folder: 'fotos',
  // Decap 3.16 shrinks a photo in the browser before it commits it, so each photo costs the
  // repository hundreds of kilobytes, not a phone's megabytes, for good: 1600 px wide (the widest
  // file any place needs is 1344 px, lib/photo-slots.ts), a JPEG at 85, drawn on a canvas upright
  // and without metadata. Decap sets that width exactly: a smaller photo is enlarged to it.
  media_processing: {
    enabled: true,
    format: { enabled: true, default: 'jpeg' },
    quality: 85,
    strip_metadata: true,
    width: 1600,
  },
  site_url: consultorio.siteUrl,
  display_url: consultorio.siteUrl,
  // The practice's own monogram on the sign-in screen, not Decap's logo.
  logo: { src: svgIconPath, show_in_header: true },
  collections: [
    {
      name: 'datos',
      label: 'Datos del sitio',
      description:
        'Cada cambio guardado se publica solo: el sitio se vuelve a generar en unos minutos.',
      editor: { preview: false },
      files: editorFiles,
    },
    servicesCollection,
  ],
};
