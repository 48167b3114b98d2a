import { socialCardIn, type SocialCardWords } from '@/content/social';
import { brandColors } from '@/lib/brand-colors';
import { IrisRings } from './iris-rings';

/** The portrait's circle, centred on the iris rings (their centre: 1200 + 110 - 300, 15 + 300). */
const PORTRAIT = { size: 260, centerX: 1010, centerY: 315, ring: 8 } as const;

/** The doctor's photo, framed by a white ring in the iris rings' centre. */
function SocialCardPortrait({ src }: { src: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      width={PORTRAIT.size}
      height={PORTRAIT.size}
      alt=""
      style={{
        position: 'absolute',
        left: PORTRAIT.centerX - PORTRAIT.size / 2,
        top: PORTRAIT.centerY - PORTRAIT.size / 2,
        borderRadius: PORTRAIT.size / 2,
        border: `${PORTRAIT.ring}px solid ${brandColors.white}`,
        objectFit: 'cover',
      }}
    />
  );
}

/** The monogram badge and the eyebrow text at the card's top. */
function SocialCardBrand({ words }: { words: SocialCardWords }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
      <div
        style={{
          width: 64,
          height: 64,
          borderRadius: 32,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: brandColors.white,
          color: brandColors.primary,
          fontSize: 26,
          fontWeight: 800,
        }}
      >
        {words.monogram}
      </div>
      <div style={{ fontSize: 24, fontWeight: 600, color: brandColors.accent, letterSpacing: 1 }}>
        {words.eyebrow}
      </div>
    </div>
  );
}

/**
 * The 1200x630 social card of a page, rendered to PNG by next/og at build time (inline styles only),
 * in the page's language (`words`, Spanish unless given). `portrait` is the doctor's photo as a
 * data: URL (JPEG), drawn in the rings when the practice set one.
 */
export function SocialCard({
  title,
  portrait,
  words = socialCardIn.es,
}: {
  title: string;
  portrait?: string;
  words?: SocialCardWords;
}) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        position: 'relative',
        overflow: 'hidden',
        backgroundImage: `linear-gradient(135deg, ${brandColors.primary} 0%, ${brandColors.primaryStrong} 100%)`,
        fontFamily: 'Plus Jakarta Sans',
        color: brandColors.white,
      }}
    >
      <div style={{ position: 'absolute', right: -110, top: 15, display: 'flex' }}>
        <IrisRings size={600} />
      </div>
      {portrait ? <SocialCardPortrait src={portrait} /> : null}
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '68px 76px',
          width: 820,
        }}
      >
        <SocialCardBrand words={words} />
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontSize: 66, fontWeight: 800, lineHeight: 1.08, letterSpacing: -1.5 }}>
            {title}
          </div>
          <div
            style={{
              width: 96,
              height: 5,
              borderRadius: 3,
              background: brandColors.accent,
              margin: '34px 0 28px',
            }}
          />
          <div style={{ fontSize: 34, fontWeight: 600 }}>{words.doctor}</div>
          <div
            style={{
              fontSize: 24,
              fontWeight: 600,
              color: brandColors.primarySoft,
              opacity: 0.85,
              marginTop: 10,
            }}
          >
            {words.role}
          </div>
        </div>
        <div
          style={{ fontSize: 22, fontWeight: 600, color: brandColors.primarySoft, opacity: 0.8 }}
        >
          {words.footer}
        </div>
      </div>
    </div>
  );
}
