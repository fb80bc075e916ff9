import type { LucideIcon } from 'lucide-react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Briefcase from 'lucide-react/icons/briefcase';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import House from 'lucide-react/icons/house';
import Mail from 'lucide-react/icons/mail';
import Menu from 'lucide-react/icons/menu';
import Phone from 'lucide-react/icons/phone';
import Play from 'lucide-react/icons/play';
import User from 'lucide-react/icons/user';

/**
 * The icons that pages show in their server HTML, by name. The site config names the top bar's
 * icons ('phone', 'mail', 'home', 'user', 'briefcase'); a name not listed here shows no icon.
 */
const ICONS: Record<string, LucideIcon> = {
  'arrow-left': ArrowLeft,
  briefcase: Briefcase,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  home: House,
  mail: Mail,
  menu: Menu,
  phone: Phone,
  play: Play,
  user: User,
};

/** One icon, decorative (hidden from assistive technology): the text beside it says what it means. */
export function IconSet({ name }: { name: string }) {
  const Icon = Object.hasOwn(ICONS, name) ? ICONS[name] : undefined;
  return Icon ? <Icon className="icon" aria-hidden="true" focusable="false" /> : null;
}
