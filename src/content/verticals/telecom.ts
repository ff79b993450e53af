import type { ServicePageContent } from '../service-page'
import { downloadFiles } from '../download-files'

const demo = { label: 'Book a 30-min demo', topic: 'Telecom & Fibre demo (30 min)' } as const

/** /verticals/telecom: AI for internet providers, fiber overbuilders, cable operators and CLECs. */
export const telecom: ServicePageContent = {
  path: '/verticals/telecom',
  hero: {
    eyebrow: 'Industries',
    description:
      'AI for regional and national internet providers, fiber overbuilders, cable operators, competitive local carriers: instant serviceability answers, quotes in minutes and installs that happen on the first visit, wired into your plant, GIS and B/OSS systems.',
    stats: [
      { value: '-85%', label: 'Quote Time', better: 'lower' },
      { value: '+18%', label: 'First-Call Close' },
      { value: '-28%', label: 'No-Shows', better: 'lower' },
      { value: '-19%', label: 'Churn Rate', better: 'lower' },
    ],
    primary: demo,
    secondary: { label: 'Download solution brief', file: downloadFiles.telecomBrief },
  },
  sections: [
    {
      kind: 'cards',
      id: 'telecom-revenue-leaks',
      heading: 'Five revenue leaks we close',
      intro: 'Most providers lose revenue somewhere between the address lookup and the first bill. These are the leaks we find in almost every network.',
      items: [
        {
          title: 'Slow Serviceability Answers',
          description: 'Address lookups against plant and GIS records take minutes or a call-back, and prospects sign with whichever provider answers first.',
        },
        {
          title: 'Manual Quotes and Contracts',
          description: 'Reps rebuild every quote by hand from price sheets and promotions, so quoting takes half an hour and errors reach the contract.',
        },
        {
          title: 'Missed Install Appointments',
          description: 'Customers forget or cannot make their install window; every no-show is a wasted truck roll and a first bill pushed back.',
        },
        {
          title: 'Under-Sold Bandwidth',
          description: 'Customers stay on entry plans long after their usage outgrows them, leaving upgrade revenue on the table.',
        },
        {
          title: 'Churn Spotted Too Late',
          description: 'Cancellations arrive after weeks of outage tickets and billing disputes that nobody connected in time.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'telecom-modules',
      heading: 'Nine AI modules, each with a KPI',
      intro: 'Every module ships on its own and is measured against one KPI agreed before the pilot starts.',
      items: [
        {
          title: 'Instant Serviceability Check',
          tag: 'Sales',
          description: 'Checks any address against plant, GIS and build-status data and tells the rep or the website visitor which speeds are available right now.',
          outcomes: 'Serviceability answer under 2 seconds',
        },
        {
          title: 'Quote and Contract Composer',
          tag: 'Sales',
          description: 'Builds the quote from the serviceability result, current promotions and bundle rules, then generates the contract ready for e-signature.',
          outcomes: 'Cuts quote preparation from 28 minutes to 2 minutes',
        },
        {
          title: 'Live Call Assistant',
          tag: 'Inside sales',
          description: 'Follows inside-sales calls, surfaces the right offer and objection answers in real time and writes the notes to the CRM.',
          outcomes: 'First-call close +18%',
        },
        {
          title: 'Digital Prospecting Agent',
          tag: 'Marketing',
          description: 'Finds households and businesses in newly lit and planned areas, scores them and runs pre-sale outreach by email and SMS.',
          outcomes: 'Higher pre-sale take rate in new build zones',
        },
        {
          title: 'Route and Dispatch Optimiser',
          tag: 'Field operations',
          description: 'Plans door-to-door routes and install schedules around build progress, technician skills and travel time.',
          outcomes: 'More completed installs per technician per day',
        },
        {
          title: 'Install Concierge SMS Bot',
          tag: 'Field operations',
          description: 'Confirms, reminds and reschedules install appointments by two-way SMS and tells customers how to prepare for the visit.',
          outcomes: 'No-shows -28%',
        },
        {
          title: 'Bandwidth-Upsell Recommender',
          tag: 'Account growth',
          description: 'Spots customers whose usage has outgrown their plan and prompts the right upgrade offer in care calls, the app and email.',
          outcomes: 'Higher upgrade conversion on existing accounts',
        },
        {
          title: 'Churn-Risk Sentinel',
          tag: 'Retention',
          description: 'Combines outage, ticket, billing and usage signals into a churn-risk score and starts a save play before the customer calls to cancel.',
          outcomes: 'Churn rate -19%',
        },
        {
          title: 'Network-Pulse Dashboard',
          tag: 'Leadership',
          description: 'One view of sales, installs, take rate and network health by build zone, refreshed daily for leadership and investors.',
          outcomes: 'Take rate and install backlog by zone, every day',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'telecom-native',
      heading: 'Four telecom-native features',
      intro: 'Built for how networks are actually sold, built and run, not adapted from a generic CRM add-on.',
      items: [
        {
          title: 'Plant and GIS Hooks',
          description: 'Reads your plant records and GIS layers (homes passed, drops, build status) so every answer reflects the network as it stands today.',
        },
        {
          title: 'B/OSS Connectors',
          description: 'Connectors for billing, provisioning, CRM and ticketing systems, so orders flow from quote to activation without re-keying.',
        },
        {
          title: 'Offline Field App',
          description: 'Door-to-door reps and technicians keep checking serviceability, quoting and signing with no signal; everything syncs when they reconnect.',
        },
        {
          title: 'Privacy Readiness',
          description: 'Customer data stays in your cloud with role-based access, audit logs and consent records, ready for regulator and privacy reviews.',
        },
      ],
    },
    {
      kind: 'timeline',
      id: 'telecom-pilot',
      heading: 'The 45-day pilot, week by week',
      intro: 'Prove the numbers on one slice of your business before you commit to a rollout.',
      steps: [
        {
          period: 'Week 0',
          title: 'Kick-off and baseline',
          description: "Agree the pilot scope and KPIs, open read-only access to plant, GIS and CRM data, and record today's quote time, close rate and no-show rate.",
        },
        {
          period: 'Weeks 1-2',
          title: 'Connect and configure',
          description: 'Serviceability and quoting wired to your systems and pricing rules; reps, dispatchers and technicians trained in short sessions.',
        },
        {
          period: 'Weeks 3-4',
          title: 'Go live',
          description: 'The pilot team works with the modules every day while we tune rules, prompts and routing from live feedback.',
        },
        {
          period: 'Weeks 5-6',
          title: 'Measure against the baseline',
          description: 'Weekly KPI readouts on quote time, first-call close, no-shows and early churn signals, compared with week 0.',
        },
        {
          period: 'Weeks 7-9',
          title: 'Results and scale plan',
          description: 'A results report with the measured change, the business case for rollout and a plan for the next build zones or sales teams.',
        },
      ],
      note: 'A typical pilot is one build zone or a ten-rep inside-sales pod.',
    },
    {
      kind: 'stats',
      id: 'telecom-success',
      sample: 'chipr',
      heading: 'Success snapshot: Chipr, telecom and fiber field sales',
      items: [
        { value: '+38%', label: 'Revenue per rep' },
        { value: '-90%', label: 'Training cost', better: 'lower' },
        { value: '+19%', label: 'First-call resolution' },
        { value: '+14%', label: 'Forecast accuracy' },
      ],
    },
    {
      kind: 'faq',
      id: 'telecom-faq',
      heading: 'Telecom FAQs',
      items: [
        {
          question: 'Which systems do you integrate with?',
          answer:
            'We connect to the plant records, GIS, billing, provisioning, CRM and ticketing systems you already run, through their APIs or secure file exports. The pilot needs no rip-and-replace.',
        },
        {
          question: 'Can the field app handle employed, union and contractor technicians?',
          answer:
            'Yes. In the offline field app, field-tech permissions and time tracking adjust by role, union or contractor, so each technician sees only the jobs and customer data their agreement allows and hours are logged under the right rules.',
        },
        {
          question: 'How is subscriber data protected?',
          answer:
            'Subscriber data stays in your cloud tenant, encrypted at rest and in transit. Access is role-based and audited, and your data is never used to train shared models.',
        },
        {
          question: 'How soon will we see results?',
          answer:
            'The pilot runs 45 days on one build zone or one inside-sales pod. Quote time and no-show changes usually show in the first weeks of live use, and the weeks 7-9 review gives you measured results against your own baseline.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Stop revenue leaking between the address check and the first bill',
    text: 'See serviceability, quoting and the install concierge working on a build zone like yours in a 30-minute demo.',
    primary: demo,
    secondary: { label: 'Read Full Case Study', to: '/case-studies/chipr' },
  },
}
