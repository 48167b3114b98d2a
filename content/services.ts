import type { NavItem, ServiceGroup, ServiceOption } from './types';

/** Label the spec quotes for the two most requested surgeries. */
export const FEATURED_LABEL = 'Más Solicitado';

export const clinicalServices: ServiceGroup = {
  id: 'clinicos',
  eyebrow: 'Servicios Clínicos',
  title: 'Diagnóstico y tratamiento en consulta',
  intro: 'Una revisión completa para saber qué pasa con tu vista y qué hacer después, explicado con calma.',
  cards: [
    {
      id: 'consulta-general',
      title: 'Consulta Oftalmológica General',
      description: 'Revisión integral de la salud de tus ojos con equipo de diagnóstico actual.',
      details: ['Agudeza visual y graduación', 'Presión intraocular', 'Revisión de retina y nervio óptico', 'Plan de tratamiento por escrito'],
      icon: 'stethoscope',
    },
    {
      id: 'correccion-refractiva',
      title: 'Corrección Refractiva',
      description: 'Graduación precisa de lentes y lentes de contacto para miopía, hipermetropía, astigmatismo y presbicia.',
      details: ['Refracción computarizada y manual', 'Adaptación de lentes de contacto', 'Valoración para cirugía refractiva'],
      icon: 'glasses',
    },
    {
      id: 'infecciones-oculares',
      title: 'Control de Infecciones Oculares',
      description: 'Atención oportuna de conjuntivitis, orzuelos, queratitis y otras infecciones del ojo.',
      details: ['Diagnóstico de la causa', 'Tratamiento dirigido', 'Revisión de tu evolución'],
      icon: 'shield-plus',
    },
    {
      id: 'enfermedades-cronicas',
      title: 'Manejo de Enfermedades Crónicas',
      description: 'Vigilancia de los ojos en diabetes, hipertensión y otras condiciones que afectan la retina.',
      details: ['Revisión de retinopatía diabética', 'Seguimiento del glaucoma', 'Coordinación con tu médico tratante'],
      icon: 'activity',
    },
  ],
};

export const surgicalServices: ServiceGroup = {
  id: 'quirurgicos',
  eyebrow: 'Servicios Quirúrgicos',
  title: 'Cirugía oftalmológica ambulatoria',
  intro: 'Procedimientos que se realizan el mismo día, con valoración previa completa y seguimiento personal.',
  cards: [
    {
      id: 'cirugia-catarata',
      title: 'Cirugía de Catarata',
      description: 'Retiro del cristalino opaco y colocación de un lente intraocular con técnica de microincisión. El tipo de lente se elige contigo en la valoración.',
      details: ['Facoemulsificación', 'Lentes intraoculares monofocales y multifocales', 'Cirugía ambulatoria'],
      featured: true,
      icon: 'eye',
    },
    {
      id: 'lasik-prk',
      title: 'LASIK/PRK',
      description: 'Cirugía láser para corregir miopía, hipermetropía o astigmatismo si eres candidato: la indicación se define en consulta, después de estudiar tu córnea.',
      details: ['Estudio de córnea previo', 'Valoración para saber si eres candidato', 'Seguimiento postoperatorio'],
      featured: true,
      icon: 'scan-eye',
    },
    {
      id: 'cirugia-glaucoma',
      title: 'Cirugía de Glaucoma',
      description: 'Procedimientos para bajar la presión intraocular cuando las gotas no bastan. El tratamiento frena el daño al nervio óptico; no recupera la visión ya perdida.',
      details: ['Trabeculectomía', 'Implantes de drenaje', 'Vigilancia de la presión a largo plazo'],
      icon: 'crosshair',
    },
    {
      id: 'estrabismo',
      title: 'Cirugía de Estrabismo',
      description: 'Cirugía para alinear los ojos en niños y adultos. Qué se busca y qué puedes esperar en tu caso se define en la valoración.',
      details: ['Valoración de la desviación', 'Cirugía en niños y adultos', 'Terapia complementaria'],
      icon: 'layers',
    },
    {
      id: 'pterigion',
      title: 'Cirugía de Pterigión',
      description: 'Retiro de la carnosidad del ojo con técnicas que reducen la probabilidad de que vuelva a crecer.',
      details: ['Injerto de conjuntiva', 'Procedimiento ambulatorio', 'Indicaciones de protección solar'],
      icon: 'sun',
    },
    {
      id: 'plastica-ocular',
      title: 'Cirugía Plástica Ocular',
      description: 'Cirugía de párpados y vías lagrimales con fines funcionales y estéticos.',
      details: ['Párpado caído (ptosis)', 'Blefaroplastia', 'Obstrucción de vías lagrimales'],
      icon: 'scissors',
    },
  ],
};

export const preventiveServices: ServiceGroup = {
  id: 'preventivos',
  eyebrow: 'Servicios Preventivos',
  title: 'Prevención para toda la familia',
  intro: 'Detectar a tiempo protege la vista. Revisiones y orientación según tu edad y tus necesidades.',
  cards: [
    {
      id: 'revisiones-periodicas',
      title: 'Revisiones Periódicas',
      description: 'Chequeo cada 6 a 12 meses para detectar a tiempo glaucoma, catarata y cambios en la graduación.',
      details: ['Cada 6-12 meses', 'Historial de tu salud visual', 'Recordatorio de tu próxima revisión'],
      ageTag: 'Todas las edades',
      icon: 'calendar-check',
    },
    {
      id: 'tamiz-visual-infantil',
      title: 'Tamiz Visual Infantil',
      description: 'Detección temprana de ojo flojo, estrabismo y errores de graduación desde los 6 meses de edad.',
      details: ['Desde los 6 meses', 'Valoración adaptada a cada edad', 'Orientación para padres y escuela'],
      ageTag: '0-18 años',
      icon: 'baby',
    },
    {
      id: 'orientacion-cuidado-ocular',
      title: 'Orientación en Cuidado Ocular',
      description: 'Consejos prácticos para pantallas, protección solar, lentes de contacto y ojo seco.',
      details: ['Higiene visual y pantallas', 'Protección solar en la costa', 'Uso seguro de lentes de contacto'],
      ageTag: 'Todas las edades',
      icon: 'book-open',
    },
    {
      id: 'rehabilitacion-visual',
      title: 'Rehabilitación Visual',
      description: 'Apoyo para aprovechar mejor la visión que tienes después de una cirugía o ante baja visión.',
      details: ['Evaluación funcional', 'Ayudas ópticas', 'Seguimiento personalizado'],
      ageTag: 'Según necesidad',
      icon: 'heart-pulse',
    },
  ],
};

export const serviceGroups: readonly ServiceGroup[] = [clinicalServices, surgicalServices, preventiveServices];

/** Service-of-interest options of the contact form (spec section 9). */
export const serviceOptions: readonly ServiceOption[] = [
  { value: 'consulta', label: 'Consulta General' },
  { value: 'catarata', label: 'Cirugía de Catarata' },
  { value: 'lasik', label: 'LASIK/PRK' },
  { value: 'glaucoma', label: 'Glaucoma' },
  { value: 'pediatrica', label: 'Oftalmología Pediátrica' },
  { value: 'otro', label: 'Otro' },
];

/** Footer list of services, each linking to its card on /servicios. */
export const footerServices: readonly NavItem[] = [
  { label: 'Cirugía de Catarata', href: '/servicios/#cirugia-catarata' },
  { label: 'LASIK/PRK', href: '/servicios/#lasik-prk' },
  { label: 'Cirugía de Glaucoma', href: '/servicios/#cirugia-glaucoma' },
  { label: 'Oftalmología Pediátrica', href: '/servicios/#tamiz-visual-infantil' },
  { label: 'Cirugía Plástica Ocular', href: '/servicios/#plastica-ocular' },
];
