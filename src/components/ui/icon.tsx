import {
  BadgeCheck,
  Building2,
  Clock,
  FileText,
  HardHat,
  House,
  Search,
  ShieldCheck,
  Thermometer,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../../content/types';

const icons: Record<IconName, LucideIcon> = {
  'shield-check': ShieldCheck,
  clock: Clock,
  thermometer: Thermometer,
  'file-text': FileText,
  'badge-check': BadgeCheck,
  'hard-hat': HardHat,
  home: House,
  search: Search,
  building: Building2,
};

/** Content names its icons by key; this maps the key to a decorative lucide icon. */
export function Icon({ name, className = 'h-6 w-6' }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" className={className} />;
}
