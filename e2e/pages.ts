/** The exported pages and what each must show; shared by the browser tests. */
export const pages = [
  {
    path: '/',
    h1: /Oftalmólogo y cirujano de ojos en Tepic y San Blas/,
    sections: ['Atención completa para tus ojos', 'Especialidades Destacadas', 'Lo que dicen mis pacientes', 'Certificaciones y membresías', 'Medicina precisa, trato humano'],
    strings: ['Agenda tu Cita', 'Llama Ahora', 'Más Información', 'Conoce Todos Nuestros Servicios', '5000+', '15+', '98%', '5.0'],
  },
  {
    path: '/sobre-mi/',
    h1: /oftalmólogo en Tepic y San Blas/,
    sections: ['Formación y trayectoria', 'Lo que guía mi práctica', 'Membresías profesionales'],
    strings: ['Agenda tu Consulta', '2005', '2009', '2010', '2020-2022', 'Atención personalizada', 'Excelencia médica', 'Confianza y calidez'],
  },
  {
    path: '/servicios/',
    h1: /Servicios de oftalmología/,
    sections: ['Diagnóstico y tratamiento en consulta', 'Cirugía oftalmológica ambulatoria', 'Prevención para toda la familia', 'Especialidades Destacadas'],
    strings: ['Agenda tu Consulta', 'Llama para Cotizar', 'Más Solicitado', 'Agenda en Línea', 'Llamar: 311 555 0147', '0-18 años', 'Según necesidad'],
  },
  {
    path: '/contacto/',
    h1: /Contacto y citas/,
    sections: ['Envíanos un mensaje', 'Mis consultorios', '¿Tienes una urgencia?'],
    strings: ['Llamar Ahora', 'WhatsApp', 'Ver en Mapa', 'Llamar', 'Respuesta en menos de 24 horas.', '* Campos obligatorios. Responderemos tu mensaje en menos de 24 horas.', 'Disponible 24/7 para emergencias.'],
  },
  // Two of the 14 service pages (one route renders them all); the cheap per-page checks cover every one.
  {
    path: '/servicios/cirugia-catarata/',
    h1: /^Cirugía de Catarata$/,
    sections: ['¿Para quién es?', '¿Cómo es?', 'Preparación', 'Recuperación y seguimiento', 'Lo que no puede hacer y sus riesgos', 'Dónde lo hago', 'Servicios relacionados'],
    strings: ['Agenda tu Consulta', 'Llamar', 'WhatsApp', 'Inicio', 'la indicación se define en consulta', 'Tepic · Hospital'],
  },
  {
    path: '/servicios/tamiz-visual-infantil/',
    h1: /^Tamiz Visual Infantil$/,
    sections: ['¿Para quién es?', '¿Cómo es?', 'Preparación', 'Recuperación y seguimiento', 'Lo que no puede hacer y sus riesgos', 'Dónde lo hago', 'Servicios relacionados'],
    strings: ['Agenda tu Consulta', 'Llamar', 'WhatsApp', 'desde los 6 meses', 'tamiz neonatal', 'San Blas · '],
  },
] as const;
