import type { LucideIcon } from 'lucide-react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import BedDouble from 'lucide-react/icons/bed-double';
import Bell from 'lucide-react/icons/bell';
import Briefcase from 'lucide-react/icons/briefcase';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import House from 'lucide-react/icons/house';
import List from 'lucide-react/icons/list';
import Mail from 'lucide-react/icons/mail';
import MapIcon from 'lucide-react/icons/map';
import Menu from 'lucide-react/icons/menu';
import Phone from 'lucide-react/icons/phone';
import Play from 'lucide-react/icons/play';
import Ruler from 'lucide-react/icons/ruler';
import Search from 'lucide-react/icons/search';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import User from 'lucide-react/icons/user';
import Bath from 'lucide-react/icons/bath';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import LandPlot from 'lucide-react/icons/land-plot';
import Leaf from 'lucide-react/icons/leaf';
import Maximize from 'lucide-react/icons/maximize';
import Printer from 'lucide-react/icons/printer';
import Rotate3d from 'lucide-react/icons/rotate-3d';
import Video from 'lucide-react/icons/video';
import X from 'lucide-react/icons/x';

/**
 * The icons that pages show in their server HTML, by name. The site config names the top bar's
 * icons ('phone', 'mail', 'home', 'user', 'briefcase'); a name not listed here shows no icon.
 */
const ICONS: Record<string, LucideIcon> = {
  'arrow-left': ArrowLeft,
  'bed-double': BedDouble,
  bell: Bell,
  briefcase: Briefcase,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  home: House,
  list: List,
  mail: Mail,
  map: MapIcon,
  menu: Menu,
  phone: Phone,
  play: Play,
  ruler: Ruler,
  search: Search,
  'sliders-horizontal': SlidersHorizontal,
  user: User,
  bath: Bath,
  'calendar-check': CalendarCheck,
  'land-plot': LandPlot,
  leaf: Leaf,
  maximize: Maximize,
  printer: Printer,
  'rotate-3d': Rotate3d,
  video: Video,
  x: X,
};

/** One icon, decorative (hidden from assistive technology): the text beside it says what it means. */
export function IconSet({ name }: { name: string }) {
  const Icon = Object.hasOwn(ICONS, name) ? ICONS[name] : undefined;
  return Icon ? <Icon className="icon" aria-hidden="true" focusable="false" /> : null;
}
