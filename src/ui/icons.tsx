/**
 * The icons the site uses, re-exported from one place so that every import is
 * tree-shaken to exactly these.
 */
import type { SVGProps } from 'react'

export {
  ArrowDown,
  ArrowLeft,
  ArrowUp,
  ArrowRight,
  BookOpen,
  Brain,
  Code,
  Headset,
  PlayCircle,
  Rocket,
  TrendingUp,
  CalendarPlus,
  Check,
  ChevronDown,
  Mail,
  MapPin,
  Megaphone,
  Menu,
  Monitor,
  Moon,
  Phone,
  Search,
  Sun,
  X,
  // About and case studies
  Award,
  Handshake,
  Layers,
  Lightbulb,
  Quote,
  Users,
  // Articles
  CalendarDays,
  Clock,
  Link2,
  ListTree,
  Rss,
  Share2,
  Tag,
} from 'lucide-react'

/** LinkedIn mark (brand icons are not part of the icon set). */
export function LinkedInIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect width="4" height="12" x="2" y="9" />
      <circle cx="4" cy="4" r="2" />
    </svg>
  )
}

/** X (formerly Twitter) mark (brand icons are not part of the icon set). */
export function XLogoIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" {...props}>
      <path d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.17h1.7L7.4 4.74H5.58l11.1 14.43Z" />
    </svg>
  )
}
