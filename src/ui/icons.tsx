/**
 * The icons the site uses, re-exported from one place so that every import is
 * tree-shaken to exactly these.
 */
import type { SVGProps } from 'react'

export {
  ArrowLeft,
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
  UserRound,
  Users,
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
