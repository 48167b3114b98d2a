import type { ReactElement, SVGProps } from 'react';
import {
  Accessibility as accessibility,
  Activity as activity,
  ArrowRight as arrowRight,
  Award as award,
  Baby as baby,
  BadgeCheck as badgeCheck,
  BookOpen as bookOpen,
  Building2 as building2,
  CalendarCheck as calendarCheck,
  Check as check,
  ChevronDown as chevronDown,
  Clock as clock,
  Copy as copy,
  Crosshair as crosshair,
  Download as download,
  Eye as eye,
  Glasses as glasses,
  GraduationCap as graduationCap,
  HeartHandshake as heartHandshake,
  HeartPulse as heartPulse,
  Hospital as hospital,
  Layers as layers,
  Mail as mail,
  MapPin as mapPin,
  MessageCircle as messageCircle,
  MessageSquarePlus as messageSquarePlus,
  Microscope as microscope,
  Phone as phone,
  Quote as quote,
  ScanEye as scanEye,
  Scissors as scissors,
  ShieldPlus as shieldPlus,
  Siren as siren,
  Sparkles as sparkles,
  Star as star,
  Stethoscope as stethoscope,
  Sun as sun,
  Users as users,
  Wallet as wallet,
  type IconNode,
} from 'lucide';

/**
 * Lucide's icons as plain SVG drawn on the server. lucide-react 1.x marks its Icon component
 * 'use client', so every icon it draws is a client component: its code on every page, each icon's
 * shape repeated in the page's flight data, and one more component for React to hydrate per icon.
 * The framework-free `lucide` package has the same shapes as data (the same paths as
 * lucide-react's for every icon here) and nothing of React, so these render exactly as
 * lucide-react's would (attributes, classes, aria-hidden when the icon names nothing) and ship no
 * script. Client components draw theirs from client-icons.tsx.
 */
export type LucideIcon = (props: Omit<SVGProps<SVGSVGElement>, 'children'>) => ReactElement;

/** Whether the caller gave the icon a name or role (otherwise it is decorative, as lucide-react decides). */
const namesItself = (props: object) =>
  Object.keys(props).some((key) => key.startsWith('aria-') || key === 'role' || key === 'title');

function lucideIcon(name: string, node: IconNode): LucideIcon {
  function Icon({
    className,
    strokeWidth = 2,
    ...props
  }: Omit<SVGProps<SVGSVGElement>, 'children'>) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        {...(namesItself(props) ? {} : { 'aria-hidden': true })}
        {...props}
      >
        {node.map(([tag, attributes], index) => {
          const Tag = tag as 'path';
          return <Tag key={index} {...attributes} />;
        })}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const Accessibility = lucideIcon('accessibility', accessibility);
export const Activity = lucideIcon('activity', activity);
export const ArrowRight = lucideIcon('arrow-right', arrowRight);
export const Award = lucideIcon('award', award);
export const Baby = lucideIcon('baby', baby);
export const BadgeCheck = lucideIcon('badge-check', badgeCheck);
export const BookOpen = lucideIcon('book-open', bookOpen);
export const Building2 = lucideIcon('building-complex', building2);
export const CalendarCheck = lucideIcon('calendar-check', calendarCheck);
export const Check = lucideIcon('check', check);
export const ChevronDown = lucideIcon('chevron-down', chevronDown);
export const Clock = lucideIcon('clock', clock);
export const Copy = lucideIcon('copy', copy);
export const Crosshair = lucideIcon('crosshair', crosshair);
export const Download = lucideIcon('download', download);
export const Eye = lucideIcon('eye', eye);
export const Glasses = lucideIcon('glasses', glasses);
export const GraduationCap = lucideIcon('graduation-cap', graduationCap);
export const HeartHandshake = lucideIcon('heart-handshake', heartHandshake);
export const HeartPulse = lucideIcon('heart-pulse', heartPulse);
export const Hospital = lucideIcon('hospital', hospital);
export const Layers = lucideIcon('layers', layers);
export const Mail = lucideIcon('mail', mail);
export const MapPin = lucideIcon('map-pin', mapPin);
export const MessageCircle = lucideIcon('message-circle', messageCircle);
export const MessageSquarePlus = lucideIcon('message-square-plus', messageSquarePlus);
export const Microscope = lucideIcon('microscope', microscope);
export const Phone = lucideIcon('phone', phone);
export const Quote = lucideIcon('quote', quote);
export const ScanEye = lucideIcon('scan-eye', scanEye);
export const Scissors = lucideIcon('scissors', scissors);
export const ShieldPlus = lucideIcon('shield-plus', shieldPlus);
export const Siren = lucideIcon('siren', siren);
export const Sparkles = lucideIcon('sparkles', sparkles);
export const Star = lucideIcon('star', star);
export const Stethoscope = lucideIcon('stethoscope', stethoscope);
export const Sun = lucideIcon('sun', sun);
export const Users = lucideIcon('users', users);
export const Wallet = lucideIcon('wallet', wallet);
