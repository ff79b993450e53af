import type { PagePath } from './registry'

export interface NavLink {
  label: string
  to: PagePath
  description?: string
}

export interface NavColumn {
  title: string
  links: readonly NavLink[]
}

export const promoBanner = {
  text: 'Special offer: Get one AI workflow automated for free when you schedule a consultation!',
  to: '/special-offer',
} as const satisfies { text: string; to: PagePath }

export const servicesMenu: readonly NavColumn[] = [
  {
    title: 'Tech Services',
    links: [
      { label: 'AI Implementation', to: '/services/ai-implementation', description: 'Custom AI solutions with seamless integration' },
      { label: 'Full-Stack Development', to: '/services/full-stack-development', description: 'End-to-end product engineering' },
      { label: 'Rapid Prototyping', to: '/services/rapid-prototyping', description: 'From concept to MVP in weeks' },
    ],
  },
  {
    title: 'Revenue Services',
    links: [
      { label: 'Sales AI', to: '/services/sales-ai', description: 'AI-powered sales enablement' },
      { label: 'Marketing AI', to: '/services/marketing-ai', description: 'Intelligent marketing automation' },
      { label: 'Customer Support AI', to: '/services/customer-support-ai', description: '24/7 intelligent support' },
    ],
  },
]

export const industriesMenu: readonly NavLink[] = [
  { label: 'Field Sales', to: '/verticals/field-sales', description: 'Edge-native AI for reps on the road' },
  { label: 'AdTech', to: '/verticals/adtech', description: 'AI for ad platforms and agencies' },
  { label: 'MarTech', to: '/verticals/martech', description: 'AI suites for marketing platforms' },
  { label: 'Telecom/Fibre', to: '/verticals/telecom', description: 'Sell, install and retain faster' },
  { label: 'Tech SMB', to: '/verticals/tech-smb', description: 'Launchpad for start-ups' },
  { label: 'Mid-Market', to: '/verticals/mid-market', description: 'Elevate for 200-2,500 people' },
]

export const resourcesMenu: readonly NavLink[] = [
  { label: 'Case Studies', to: '/case-studies', description: 'Real results from our implementations' },
  { label: 'Implementation Playbooks', to: '/playbooks', description: 'Step-by-step guides for success' },
  { label: 'Webinars', to: '/webinars', description: 'Expert-led sessions on AI implementation' },
]

export const headerMenus = [
  { id: 'services', label: 'Services', columns: servicesMenu },
  { id: 'industries', label: 'Industries', columns: [{ title: 'Industries', links: industriesMenu }] },
  { id: 'resources', label: 'Resources', columns: [{ title: 'Resources', links: resourcesMenu }] },
] as const satisfies readonly { id: string; label: string; columns: readonly NavColumn[] }[]

export const headerLinks: readonly NavLink[] = [
  { label: 'Blog', to: '/blog' },
  { label: 'About', to: '/about' },
]

export const primaryCta = { label: 'Talk to an AI Advisor', to: '/contact' } as const satisfies NavLink

export const footerColumns: readonly NavColumn[] = [
  {
    title: 'Services',
    links: [
      { label: 'AI Implementation', to: '/services/ai-implementation' },
      { label: 'Development Services', to: '/services/full-stack-development' },
      { label: 'Sales AI', to: '/services/sales-ai' },
      { label: 'Marketing AI', to: '/services/marketing-ai' },
      { label: 'Customer Support AI', to: '/services/customer-support-ai' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Case Studies', to: '/case-studies' },
      { label: 'Implementation Playbooks', to: '/playbooks' },
      { label: 'ROI Calculator', to: '/roi-calculator' },
      { label: 'Webinars', to: '/webinars' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Sitemap', to: '/sitemap' },
    ],
  },
]

export const footerText = {
  about:
    'We design, build and run AI that cuts costs and grows revenue, for teams from start-ups to the mid-market and enterprise.',
  newsletterHeading: 'Stay informed',
  newsletterText: 'Subscribe to our newsletter for AI insights and industry trends.',
  newsletterPlaceholder: 'Your email',
  newsletterButton: 'Subscribe',
} as const
