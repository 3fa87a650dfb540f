import type { FaqCategory } from '../types.ts';

// [id, icon, title, subtitle, [question, answer][]]
// prettier-ignore
const FAQ: [string, string, string, string, [string, string][]][] = [
  ['applications', 'FileText', 'Applications', 'CVs, cover letters and application forms', [
    ['How long should my CV be?', 'Two pages for most UK graduate roles; one page for investment banking and some start-ups.'],
    ['Do I need a different cover letter for each job?', 'Yes. Employers can tell a generic letter at once; tailor the first and last paragraphs at least.'],
    ['Can the careers service check my application before I send it?', 'Book a CV and applications review; advisers return written feedback within three working days.'],
    ['What should I put under skills if I have little work experience?', 'Use examples from your course, societies, volunteering and part-time jobs, each with a result.'],
    ['Should I include a photo on my CV?', 'Not for UK employers. Some employers abroad expect one; check the country profile on our site.'],
    ['How do I explain a gap in my education?', 'Briefly and positively: say what you did in that time and what you learned from it.'],
  ]],
  ['appointments', 'Calendar', 'Appointments & Advice', 'Booking and preparing for guidance sessions', [
    ['How do I book an appointment with a careers adviser?', 'Log in to the careers portal and choose a slot under Appointments; same-day slots open at 9:00.'],
    ['Can I have an appointment online?', 'Yes, every appointment type is available by video call as well as in person.'],
    ['What happens in a mock interview?', 'An adviser or an employer volunteer interviews you for 30 minutes and then gives detailed feedback.'],
    ['I have graduated. Can I still use the careers service?', 'Graduates can use every service for three years after finishing their course.'],
    ['How do I cancel an appointment?', 'Cancel from the portal at least two hours before, so another student can take the slot.'],
    ['Can I get help deciding what career suits me?', 'Yes: book a guidance appointment, and try the career-planning workshops each term.'],
  ]],
  ['fairs-events', 'Users', 'Careers Fairs & Events', 'Meeting employers on campus', [
    ['When are the careers fairs?', 'The main fair runs in October, with a placements fair in November and a part-time jobs fair in January.'],
    ['Do I need to register for a careers fair?', 'Registration is free and gets you the exhibitor guide and a faster entry queue.'],
    ['What should I wear to a careers fair?', 'Smart casual is fine. Bring a few printed CVs and a list of employers you want to meet.'],
    ['Are employer presentations recorded?', 'Most are, and recordings appear in the events archive within a week.'],
    ['Can first-year students attend?', 'Yes, many employers offer first-year insight programmes and spring weeks.'],
  ]],
  ['placements', 'Briefcase', 'Placements & Internships', 'Work experience during your degree', [
    ['What is a placement year?', 'A year of paid work between your second and final years, recognised on your degree certificate.'],
    ['Who approves my placement?', 'Your faculty placement officer checks the role and the employer before you accept.'],
    ['Do I pay tuition fees during a placement year?', 'A reduced fee applies; check the current amount with the student finance office.'],
    ['Can I do an internship abroad?', 'Yes. The careers service can advise on visas, insurance and funding for work abroad.'],
    ['What if my placement is not going well?', 'Contact your placement officer at once; they will arrange a visit or a call with you and the employer.'],
    ['Are summer internships paid?', 'They should be. We do not advertise unpaid internships that break minimum-wage rules.'],
  ]],
  ['account-privacy', 'Lock', 'Account & Privacy', 'Your portal account and data', [
    ['How do I reset my password?', 'Use "Forgot password" on the login page; the reset link is valid for 30 minutes.'],
    ['Who can see my documents?', 'Only you and careers staff. Employers see a document only if you attach it to an application.'],
    ['How long do you keep my data?', 'For three years after you graduate, unless you ask us to delete it sooner.'],
    ['Can I delete my account?', 'Yes, from account settings; applications already sent to employers are kept by them.'],
    ['Why was I logged out?', 'Sessions end after a period of inactivity to protect your account on shared computers.'],
  ]],
];

export function seedFaq(): FaqCategory[] {
  let nextId = 1;
  return FAQ.map(([id, icon, title, subtitle, questions]) => ({
    id,
    icon,
    title,
    subtitle,
    qandA: questions.map(([question, answer]) => ({ id: nextId++, question, answer })),
  }));
}
