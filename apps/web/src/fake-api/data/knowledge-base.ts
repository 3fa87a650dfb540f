import type { KnowledgeBaseCategory, KnowledgeBaseSection } from '../types.ts';
import { slugify } from './people.ts';

export interface KnowledgeBaseArticle {
  id: number;
  question: string;
  slug: string;
  content: string[];
}
export interface KnowledgeBaseSeedSection extends Omit<KnowledgeBaseSection, 'questions'> {
  articles: KnowledgeBaseArticle[];
}
export interface KnowledgeBaseSeed extends KnowledgeBaseCategory {
  lastUpdated: string;
  sections: KnowledgeBaseSeedSection[];
}

type Article = [question: string, content: string];
type Section = [title: string, icon: string, iconColor: string, articles: Article[]];

// [title, desc, sections]
// prettier-ignore
const KB: [string, string, Section[]][] = [
  ['Getting Started', 'Set up your account and find your way around the careers portal.', [
    ['Your account', 'User', 'primary', [
      ['How do I activate my account?', 'Open the activation email and follow the link within 24 hours. If it expired, log in and request a new one.'],
      ['How do I complete my profile?', 'Add your programme, graduation year and skills. A complete profile lets us match you to vacancies.'],
      ['Can I change my email address?', 'Yes, in account settings. We send a confirmation link to the new address before switching.'],
    ]],
    ['Finding your way', 'Compass', 'success', [
      ['What is on the dashboard?', 'Your upcoming deadlines, the status of each application and events you have booked.'],
      ['How do I search for vacancies?', 'Use the vacancies page: filter by type, sector and location, and save searches for email alerts.'],
    ]],
  ]],
  ['Vacancies & Applications', 'Apply for jobs and follow each application to a decision.', [
    ['Applying', 'Send', 'primary', [
      ['How do I apply for a vacancy?', 'Open the vacancy, attach the documents it asks for and write a short cover note, then submit.'],
      ['Which documents can I attach?', 'PDF or Word CVs and cover letters, and PDF transcripts and certificates from your document library.'],
      ['Can I change an application after submitting it?', 'No, but you can withdraw it and apply again while the vacancy is still open.'],
    ]],
    ['After you apply', 'Clock', 'warning', [
      ['What do the application statuses mean?', 'Submitted, under review, shortlisted, interviewing, offered and hired, or rejected, on hold or withdrawn.'],
      ['How long do employers take to reply?', 'Usually two to four weeks after the closing date. You get an email whenever the status changes.'],
    ]],
  ]],
  ['Employer Partnerships', 'For employers working with the careers service.', [
    ['Advertising', 'Briefcase', 'info', [
      ['How do employers advertise a vacancy?', 'Send us the job description; careers staff publish it, usually within two working days.'],
      ['Is advertising free?', 'Standard listings are free for UK employers; featured promotions and fair stands are paid services.'],
    ]],
    ['On campus', 'MapPin', 'success', [
      ['Can we give a presentation on campus?', 'Yes. Book a lunchtime or evening slot through the employer team; we provide the room and promotion.'],
      ['How do we sponsor the CV clinic?', 'Sponsors send two volunteers per session and are named on all clinic publicity.'],
    ]],
  ]],
  ['Careers Fairs & Events', 'Book events and make the most of fairs.', [
    ['Booking', 'Calendar', 'primary', [
      ['How do I book an event?', 'Choose the event on the events page and press Book; cancel at least a day before if you cannot come.'],
      ['Why is an event full?', 'Places are limited by room size. Join the waiting list and we will email you if a place opens.'],
    ]],
    ['At the fair', 'Users', 'danger', [
      ['How do I prepare for a careers fair?', 'Research five employers, prepare a 30-second introduction and bring printed CVs.'],
      ['What should I ask employers?', 'Ask about training, what a typical week looks like and what makes applicants stand out.'],
    ]],
  ]],
  ['Account & Security', 'Keep your account safe.', [
    ['Passwords', 'Lock', 'danger', [
      ['What makes a strong password?', 'At least ten characters, not a common password, and not one you use anywhere else.'],
      ['I forgot my password', 'Use Forgot password on the login page. The link works once and for 30 minutes.'],
    ]],
    ['Privacy', 'Shield', 'secondary', [
      ['Who can read my documents?', 'You and careers staff. Employers see only documents you attach to an application.'],
      ['How do I download my data?', 'Ask the careers service; we send a copy of everything we hold within a month.'],
    ]],
  ]],
  ['Placements & Internships', 'Work experience during your degree.', [
    ['Before the placement', 'Clipboard', 'primary', [
      ['How do I get a placement approved?', 'Upload the offer letter; your placement officer checks the role and sends the agreement to sign.'],
      ['Can I find my own placement?', 'Yes, as long as the role is at least 30 weeks long and related to your degree.'],
    ]],
    ['During the placement', 'Briefcase', 'success', [
      ['Will someone visit me on placement?', 'Your placement officer visits or calls once a term to see how you and your employer are getting on.'],
      ['What if I want to leave my placement?', 'Talk to your placement officer before resigning; they can often resolve problems with the employer.'],
    ]],
  ]],
];

const ILLUSTRATIONS = ['getting-started', 'applications', 'employers', 'events', 'security', 'placements'];

export function seedKnowledgeBase(): KnowledgeBaseSeed[] {
  let sectionId = 1;
  let articleId = 1;
  return KB.map(([title, desc, sections], index) => ({
    id: index + 1,
    category: slugify(title),
    img: `/images/knowledge-base/${ILLUSTRATIONS[index] ?? 'getting-started'}.svg`,
    title,
    desc,
    lastUpdated: `${10 + index} Oct 2025`,
    sections: sections.map(([sectionTitle, icon, iconColor, articles]) => ({
      id: sectionId++,
      title: sectionTitle,
      icon,
      iconColor,
      articles: articles.map(([question, content]) => ({
        id: articleId++,
        question,
        slug: slugify(question),
        content: [content],
      })),
    })),
  }));
}
