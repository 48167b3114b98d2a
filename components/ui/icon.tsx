import {
  Accessibility,
  Activity,
  Award,
  BadgeCheck,
  Baby,
  BookOpen,
  Building2,
  CalendarCheck,
  Clock,
  Crosshair,
  Eye,
  Glasses,
  GraduationCap,
  HeartHandshake,
  HeartPulse,
  Hospital,
  Layers,
  Mail,
  MapPin,
  MessageCircle,
  Microscope,
  Phone,
  ScanEye,
  Scissors,
  ShieldPlus,
  Siren,
  Sparkles,
  Star,
  Stethoscope,
  Sun,
  Users,
  Wallet,
  type LucideIcon,
} from '@/components/ui/lucide';
import type { IconName } from '@/content/icon-names';

const icons: Record<IconName, LucideIcon> = {
  accessibility: Accessibility,
  activity: Activity,
  award: Award,
  'badge-check': BadgeCheck,
  baby: Baby,
  'book-open': BookOpen,
  building: Building2,
  'calendar-check': CalendarCheck,
  clock: Clock,
  crosshair: Crosshair,
  eye: Eye,
  glasses: Glasses,
  'graduation-cap': GraduationCap,
  'heart-handshake': HeartHandshake,
  'heart-pulse': HeartPulse,
  hospital: Hospital,
  layers: Layers,
  mail: Mail,
  'map-pin': MapPin,
  'message-circle': MessageCircle,
  microscope: Microscope,
  phone: Phone,
  'scan-eye': ScanEye,
  scissors: Scissors,
  'shield-plus': ShieldPlus,
  siren: Siren,
  sparkles: Sparkles,
  star: Star,
  stethoscope: Stethoscope,
  sun: Sun,
  users: Users,
  wallet: Wallet,
};

/** A decorative lucide icon chosen by name from content. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return (
    <Component aria-hidden="true" focusable="false" className={className} strokeWidth={1.75} />
  );
}

/** An icon in a soft tinted circle, the site's stand-in for photography. */
export function IconBadge({
  name,
  tone = 'primary',
  className,
}: {
  name: IconName;
  tone?: 'primary' | 'accent';
  className?: string;
}) {
  const tones = {
    primary: 'bg-primary-soft text-primary',
    accent: 'bg-accent-soft text-accent-foreground',
  } as const;
  return (
    <span
      className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full ${tones[tone]} ${className ?? ''}`}
    >
      <Icon name={name} className="size-6" />
    </span>
  );
}
