import { mainPhoneDisplay } from './actions';
import { practice } from './practice';

/** A patient's question and a careful, general answer (one string per paragraph). */
export interface FaqItem {
  id: string;
  question: string;
  answer: readonly string[];
}

export interface FaqSectionContent {
  eyebrow: string;
  title: string;
  intro: string;
  items: readonly FaqItem[];
}

const [hospital, unit] = practice.practices;

/** Every question, by id. General information only: each case is assessed in consultation. */
export const faqs = {
  firstVisit: {
    id: 'primera-consulta',
    question: '¿Cómo me preparo para mi primera consulta?',
    answer: [
      'Llega 10 a 15 minutos antes para registrar tus datos. Si usas lentes de contacto, pregunta al agendar si conviene dejar de usarlos unos días antes, porque pueden cambiar la medición de la córnea.',
      'En muchas consultas se aplican gotas que dilatan la pupila: durante unas horas la vista queda borrosa y sensible a la luz. Trae lentes de sol y, de ser posible, ven acompañado para no manejar de regreso.',
    ],
  },
  whatToBring: {
    id: 'que-llevar',
    question: '¿Qué debo llevar a la consulta?',
    answer: [
      'Una identificación, tus lentes y lentes de contacto actuales, la lista de medicamentos y gotas que usas, y las recetas o estudios de tus ojos que tengas. Si vives con diabetes o hipertensión, trae tus análisis recientes.',
      'Anota tus dudas antes de venir: en consulta hay tiempo para resolverlas.',
    ],
  },
  whichPractice: {
    id: 'que-consultorio',
    question: '¿Qué servicios ofrece cada consultorio?',
    answer: [
      `${hospital.town}, ${hospital.name}: consultas, estudios y las cirugías ambulatorias, como catarata, LASIK/PRK y glaucoma.`,
      `${unit.town}, ${unit.name}: consulta general, revisiones preventivas y seguimiento después de una cirugía. Si necesitas operarte, la cirugía se programa en ${hospital.town}.`,
    ],
  },
  cataract: {
    id: 'catarata-duracion',
    question: '¿Cuánto dura una cirugía de catarata y cómo es la recuperación?',
    answer: [
      'El procedimiento suele durar entre 15 y 30 minutos por ojo, con anestesia local, y regresas a casa el mismo día; cuenta con unas horas en total entre preparación y reposo.',
      'Muchas personas retoman actividades ligeras en pocos días, con gotas, protección del ojo y revisiones programadas. El tiempo de recuperación y el resultado varían en cada caso; en la valoración te explicamos qué esperar en el tuyo.',
    ],
  },
  lasik: {
    id: 'lasik-duracion',
    question: '¿Cuánto dura LASIK o PRK y cuándo se recupera la vista?',
    answer: [
      'El láser actúa unos minutos por ojo; la visita completa toma alrededor de una o dos horas. Antes se estudia tu córnea para saber si eres candidato: no todas las personas lo son, y te lo decimos con claridad.',
      'Con LASIK la vista suele mejorar en los primeros días; con PRK la recuperación es más lenta, con algunos días de molestia y una visión que se estabiliza en semanas. El seguimiento postoperatorio es parte del tratamiento.',
    ],
  },
  companion: {
    id: 'acompanante',
    question: '¿Necesito ir acompañado el día de la cirugía?',
    answer: [
      'Sí. Después de la cirugía no debes manejar, y es útil que alguien escuche contigo las indicaciones para los primeros días.',
    ],
  },
  children: {
    id: 'ninos-primer-examen',
    question: '¿A qué edad debe ser el primer examen de la vista de mi hijo?',
    answer: [
      'El tamiz visual se puede hacer desde los 6 meses de edad, y conviene una revisión antes de entrar a la escuela aunque no haya molestias.',
      'Adelanta la cita si notas que desvía un ojo, se acerca mucho a las cosas, entrecierra los ojos, se frota los ojos con frecuencia o ves un reflejo blanco en la pupila en las fotos.',
    ],
  },
  checkups: {
    id: 'cada-cuanto',
    question: '¿Cada cuánto debo revisar mi vista?',
    answer: [
      'En general, cada 6 a 12 meses. Si tienes diabetes, glaucoma o antecedentes en tu familia, el médico puede indicarte revisiones más frecuentes.',
    ],
  },
  urgency: {
    id: 'urgencias',
    question: '¿Qué hago si tengo una urgencia en los ojos?',
    answer: [
      `Llama directamente al ${mainPhoneDisplay}, también fuera del horario de consulta: hay atención disponible 24/7 para emergencias. No esperes respuesta a un mensaje o correo.`,
      'Son urgencias la pérdida repentina de visión, el dolor intenso, un golpe en el ojo, destellos o una sombra como cortina. Si te cayó una sustancia química, lava el ojo con abundante agua limpia durante 15 minutos y llama. No te apliques gotas sin indicación médica.',
    ],
  },
  payment: {
    id: 'pagos-seguros',
    question: '¿Cuánto cuesta la consulta y aceptan seguros médicos?',
    answer: [
      'Los costos y las formas de pago dependen del servicio y del consultorio: pregúntalos al agendar tu cita. Para una cirugía te damos una cotización por escrito después de la valoración.',
      'Si tienes seguro de gastos médicos, pregunta al consultorio si trabaja con tu aseguradora y qué documentos necesitas llevar.',
    ],
  },
  confirmation: {
    id: 'confirmar-cita',
    question: '¿Cómo se confirma mi cita?',
    answer: [
      'Después de tu mensaje o llamada te contactamos en menos de 24 horas para confirmar el día, la hora y el consultorio. Si no puedes asistir, avísanos para ofrecer el espacio a otro paciente.',
    ],
  },
} as const satisfies Record<string, FaqItem>;

export const servicesFaq: FaqSectionContent = {
  eyebrow: 'Antes de tu cita',
  title: 'Preguntas Frecuentes',
  intro: 'Respuestas generales a lo que más nos preguntan. Cada caso es distinto: en consulta revisamos el tuyo con calma.',
  items: [faqs.firstVisit, faqs.whatToBring, faqs.whichPractice, faqs.cataract, faqs.lasik, faqs.companion, faqs.children, faqs.checkups, faqs.urgency, faqs.payment],
};

export const contactFaq: FaqSectionContent = {
  eyebrow: 'Antes de agendar',
  title: 'Preguntas Frecuentes',
  intro: 'Lo esencial para tu primera visita.',
  items: [faqs.confirmation, faqs.whatToBring, faqs.urgency, faqs.payment],
};
