import type { ServiceSection } from '@/content/services';

/**
 * A service's sections: headings from the fixed list, text rendered from the practice's Markdown
 * at build time (content/services.ts; raw HTML is refused when the file is read).
 */
export function ServiceSections({ sections }: { sections: readonly ServiceSection[] }) {
  return (
    <div className="space-y-10">
      {sections.map((section) => (
        <section
          key={section.key}
          id={section.key}
          aria-labelledby={`${section.key}-titulo`}
          className="scroll-mt-24"
        >
          <h2 id={`${section.key}-titulo`} className="text-2xl sm:text-3xl">
            {section.heading}
          </h2>
          <div
            className="mt-4 max-w-prose space-y-3 text-lg text-muted [&_li]:mt-1.5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:list-disc [&_ul]:pl-6"
            dangerouslySetInnerHTML={{ __html: section.html }}
          />
        </section>
      ))}
    </div>
  );
}
