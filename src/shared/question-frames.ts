/**
 * How a buyer's question is framed, for the lexical half of retrieval (src/shared/lexical-index.ts):
 * what a frame asks without naming it, and whether the question is asked of the agency. Data
 * and patterns only; the index reads them.
 */

/** What a price is written as. */
const PRICE = ['price', 'cost', 'fee', 'quote']
/** The ways to reach the agency, which a contact page lists together... */
const CONTACT_DETAILS = ['contact', 'reach', 'office', 'phone', 'email']
/** ...and where it is: its office, on the page that says how to reach it. */
const LOCATION = ['office', 'contact', 'reach']
/**
 * Question frames that ask for a kind of answer their words do not name: "how much is the
 * sales package" asks its price, "how long is the pilot" its length in weeks. The question is
 * also searched for the words of that answer, weighed as related words; a frame's own typed
 * word ("long") stays one of them. Not "how much time" or "how much could we save".
 */
export const FRAMES: readonly {
  asks: RegExp
  means: readonly string[]
  /** The captured words are the frame's own and name no subject ("based" in "where are you based"): they are searched as the answer's words alone. */
  framing?: boolean
}[] = [
  { asks: /\bhow much\b(?=\s+(?:is|are|does|do|would|will|for|to|a|an|the|per)\b|\s*[?.!]*$)/, means: PRICE },
  // The frame's own word (captured) stays one of the answer's words: "long", "fast", "runs".
  { asks: /\bhow (long)\b/, means: ['weeks', 'days', 'months', 'years', 'duration', 'timeline', 'time'] },
  { asks: /\bhow (fast|quickly|quick|soon)\b/, means: ['hours', 'days', 'weeks', 'within'] },
  // "who runs delivery", "who is in charge of data": a person, named by their role.
  { asks: /\bwho(?:'s| is| are)? (?:in )?(runs|leads|heads|manages|oversees|owns|charge|responsible|writes|builds|does|works)\b/, means: ['head', 'chief', 'lead', 'founder', 'team'] },
  // "what's your phone number", "where is your office", "where are you based": the agency's contact details, which a
  // contact page lists together.
  { asks: /\b(?:your|ur) ((?:phone|telephone)(?: number)?|(?:email|e-mail)(?: address)?|(?:office|postal|mailing) address|number|address|location)\b/, means: CONTACT_DETAILS },
  { asks: /\bwhere(?:'s|s| is| are| r)? (?:you|u|ya|your|ur)(?: guys)? (office|offices|hq|headquarters)\b/, means: LOCATION },
  { asks: /\bwhere(?:'s|s| is| are| r)? (?:you|u|ya)(?: guys)? (based|located|headquartered|situated)\b/, means: LOCATION, framing: true },
  // "an office I can visit", "can I visit your HQ": where the agency is.
  { asks: /\b((?:office|offices|hq|headquarters)\b.*\b(?:visit|drop by|come by|stop by)|(?:visit|drop by|come by|stop by)\b.*\b(?:office|offices|hq|headquarters))\b/, means: LOCATION, framing: true },
  // "what kind of companies do you work with": the industries and clients the agency serves.
  { asks: /\b(?:what|which|wat) (?:kinds? of |types? of |sorts? of )?(?:companies|clients|customers|businesses|industries|sectors) (?:do|did) (?:you|u|ya)(?: guys)? (?:usually |mostly |typically )?(work with|serve|help|work for)\b/, means: ['industries', 'clients', 'expertise'], framing: true },
  // "phone number for sales", "email to reach someone": the agency's contact details, whoever the visitor wants to reach.
  { asks: /\b((?:(?:phone|telephone)(?: number)?|(?:email|e-mail)(?: address)?|number) (?:for|of|to reach|to contact|to call|to talk to|to speak to|to speak with) (?:(?:the |your |ur )?(?:sales|support)(?: team)?|the team|your team|you|u|someone|somebody|a person|a human|an advisor))\b(?! (?:ai|bot|bots|agent|agents|automation)\b)/, means: CONTACT_DETAILS, framing: true },
  // "phone", "address", typed alone: the agency's, which a contact page lists with the other ways to reach it.
  { asks: /^\s*(?:(?:phone|telephone)(?: number)?|(?:email|e-mail)(?: address)?|(?:postal |office )?address|office|location|hq|headquarters)\s*[?.!]*$/, means: CONTACT_DETAILS },
  // "which CRMs do you support", "is HubSpot supported": what the agency's work connects to, not customer support.
  { asks: /\b(?:do|does|can|will) (?:you|u|ya|it|they)(?: guys)? (support)\b|\b(supported)\b/, means: ['integrate', 'connect'], framing: true },
  // "it made stuff up", "makes things up": an answer that is not true (not "made up of").
  { asks: /\b((?:make|makes|making|made) (?:stuff |things |it |facts |answers |numbers )?up)\b(?! of\b)/, means: ['hallucinate', 'accuracy', 'wrong', 'grounded'], framing: true },
  // "size of your company", "how many people work at your agency": its team.
  { asks: /\b((?:size of|how (?:big|large) is) (?:your|ur) (?:company|agency|firm|business)|how many (?:people|employees|staff)(?: (?:work|are))? (?:at|in|with) (?:your|ur) (?:company|agency|firm|business))\b/, means: ['team', 'people'], framing: true },
  // "what do you do exactly", "what does your company offer", as the whole question: the agency's services.
  { asks: /^\s*(?:so |and )?(?:what|wat|wht|wut) (?:exactly )?(?:do|does|can) (?:you|u|ya|your (?:company|agency|firm|team))(?: guys)? (?:do|offer|sell|provide)(?: exactly)?\s*[?.!]*$/, means: ['services'] },
  // "which customers will cancel", "subscribers who leave": churn, which these words do not name.
  { asks: /\b((?:customers|clients|subscribers|users|accounts|members)(?: (?:who|that))?(?: (?:will|might|may|are (?:likely|about|going) to|could))? (?:cancel|leave|quit|churn))\b/, means: ['churn', 'retention'], framing: true },
  // "without replacing our CRM", "on top of our existing tools": the systems a buyer already runs, which the work connects to.
  { asks: /\b(without (?:replacing|changing|ripping out|switching|migrating|leaving)|on top of (?:our|my))\b/, means: ['existing', 'already', 'integrate'], framing: true },
  // "hourly rate", "the cheapest option": a price, which these words do not name.
  { asks: /\b((?:hourly|daily|day) rates?|rates? (?:per|an|a) (?:hour|day)|cheapest|least expensive|lowest (?:price|cost))\b/, means: PRICE, framing: true },
]

const AGENCY_ASKED = String.raw`\b(?:do|does|can|could|will|would) (?:you|u|ya|your (?:team|company|agency|firm))`
/** Asked of the agency: whether it does something, or about its own ("your team", "ur founder", "you guys"). */
export const ASKS_AGENCY = new RegExp(String.raw`${AGENCY_ASKED}\b|\b(?:your|ur|you guys|u guys)\b`)
/** A question asking whether the agency provides something, and the verb that asks it (captured). */
export const PROVIDES = new RegExp(String.raw`${AGENCY_ASKED} (sell|provide|supply|have|make)\b`)
