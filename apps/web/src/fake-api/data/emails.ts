import { addMinutes } from '../lib/dates.ts';
import type { Email, EmailAttachment, EmailFolder, EmailLabel } from '../types.ts';
import { avatar } from './people.ts';

export const OFFICE_ADDRESS = { name: 'Helen Ashworth', email: 'helen.ashworth@careers.example.ac.uk' };

interface MailSeed {
  folder: EmailFolder;
  from: [name: string, email: string, avatarNo: number];
  subject: string;
  message: string;
  labels: EmailLabel[];
  starred?: boolean;
  read?: boolean;
  /** How long ago it arrived. */
  hoursAgo: number;
  attachments?: [fileName: string, size: string][];
  /** Our answer, shown as a reply under the mail. */
  reply?: string;
}

const ME: MailSeed['from'] = [OFFICE_ADDRESS.name, OFFICE_ADDRESS.email, 1];

// Oldest first; the list answers newest first.
// prettier-ignore
const MAILS: MailSeed[] = [
  { folder: 'trash', from: ['Campus Print Shop', 'orders@printshop.example.ac.uk', 9], subject: 'Your banner proof is ready', message: 'The proof for the 2 x 1 m roller banner is attached. Reply to approve and we will print within three working days.', labels: [], hoursAgo: 720 },
  { folder: 'inbox', from: ['Daniel Hughes', 'daniel.hughes@northgate.co.uk', 10], subject: 'Summer internship: 12 places confirmed', message: 'Good news: budget has been approved for twelve summer interns in our Leeds office.\n\nCould you advertise the role to second-year engineering students? The job description is attached.', labels: ['company', 'important'], starred: true, read: true, hoursAgo: 600, attachments: [['northgate-internship-2025.pdf', '284 KB']] },
  { folder: 'sent', from: ME, subject: 'Re: Careers fair floor plan', message: 'Thanks Sophie. Stand 14 near the main entrance works well for Brightwater. I have updated the floor plan and attached the final version.', labels: ['company'], read: true, hoursAgo: 560, attachments: [['careers-fair-floor-plan.pdf', '1.2 MB']] },
  { folder: 'spam', from: ['Prize Desk', 'winner@lucky-draw.example.com', 12], subject: 'You have won a free cruise!!!', message: 'Claim your prize today by confirming your bank details.', labels: [], hoursAgo: 500 },
  { folder: 'draft', from: ME, subject: 'Placement year briefing: slides', message: 'Hi all, here are the slides for Thursday\'s placement year briefing. Please add your department\'s deadlines to slide 6.', labels: ['company'], read: true, hoursAgo: 430 },
  { folder: 'inbox', from: ['Amara Okafor', 'a.okafor@student.example.ac.uk', 2], subject: 'CV review appointment', message: 'Hello, I would like to book a CV review before the Kestrel Health deadline on Friday. Are there any slots on Wednesday afternoon?\n\nMany thanks, Amara', labels: ['personal'], read: true, hoursAgo: 400, reply: 'Hi Amara, Wednesday at 14:30 is free and I have booked it for you. Bring a printed copy of your CV and the job advert.' },
  { folder: 'trash', from: ['Room Bookings', 'rooms@estates.example.ac.uk', 11], subject: 'Booking cancelled: Seminar Room 2', message: 'Your booking of Seminar Room 2 on Monday has been cancelled at your request.', labels: [], read: true, hoursAgo: 380 },
  { folder: 'spam', from: ['SEO Experts', 'growth@rank-boost.example.net', 13], subject: 'Rank your careers page #1 on Google', message: 'We guarantee first-page results in two weeks or your money back.', labels: [], hoursAgo: 350 },
  { folder: 'inbox', from: ['Sophie Turner', 'sophie.turner@brightwater.co.uk', 3], subject: 'Graduate scheme presentation on campus', message: 'We would love to run a lunchtime presentation about our graduate analytics scheme in October. Could you suggest two or three dates and a room for about 80 students?', labels: ['company'], starred: true, read: true, hoursAgo: 300 },
  { folder: 'draft', from: ME, subject: 'Employer feedback survey', message: 'Dear partner, thank you for attending this year\'s careers fair. We would value five minutes of your time for our feedback survey.', labels: ['company'], read: true, hoursAgo: 260 },
  { folder: 'spam', from: ['Crypto Academy', 'invest@coin-rocket.example.org', 14], subject: 'Students earn £500 a day!', message: 'Share this link with your students and earn commission on every sign-up.', labels: [], hoursAgo: 240 },
  { folder: 'trash', from: ['Rohan Patel', 'r.patel@student.example.ac.uk', 8], subject: 'Duplicate: mock interview request', message: 'Sorry, please ignore this: I sent the request twice.', labels: ['personal'], read: true, hoursAgo: 200 },
  { folder: 'inbox', from: ['Placement Office', 'placements@engineering.example.ac.uk', 5], subject: 'Placement visits for next term', message: 'Attached is the rota of placement visits. Each officer has five students; please confirm your dates by the end of the month.', labels: ['important'], read: false, hoursAgo: 170, attachments: [['placement-visits-rota.xlsx', '48 KB']] },
  { folder: 'spam', from: ['Parcel Service', 'track@parcel-notice.example.info', 15], subject: 'Delivery failed: action required', message: 'We could not deliver your parcel. Pay the redelivery fee using the link below.', labels: [], hoursAgo: 150 },
  { folder: 'sent', from: ME, subject: 'Mock interview panel volunteers', message: 'Dear colleagues, we need six volunteers from industry for mock interview panels in the first week of December. Lunch is provided.', labels: ['company'], starred: true, read: true, hoursAgo: 120 },
  { folder: 'draft', from: ME, subject: 'Newsletter: graduate vacancies this month', message: 'This month we have 42 new graduate vacancies, including roles at Meridian Bank and Oakridge Architects.', labels: ['company'], read: true, hoursAgo: 100 },
  { folder: 'inbox', from: ['Tomasz Kowalski', 't.kowalski@student.example.ac.uk', 4], subject: 'Offer from Pennine Energy: advice please', message: 'I have received an offer from Pennine Energy but I am still waiting to hear from another employer. How long is it reasonable to ask for before accepting?', labels: ['personal', 'important'], starred: true, read: false, hoursAgo: 80 },
  { folder: 'spam', from: ['Essay Writers', 'help@essays-fast.example.biz', 16], subject: 'Dissertation written in 48 hours', message: 'Professional writers, guaranteed first-class grades.', labels: [], hoursAgo: 60 },
  { folder: 'trash', from: ['IT Service Desk', 'servicedesk@example.ac.uk', 7], subject: 'Scheduled maintenance: Sunday 02:00', message: 'The careers portal will be unavailable for one hour on Sunday morning.', labels: [], read: true, hoursAgo: 50 },
  { folder: 'inbox', from: ['Grace Lewis', 'grace.lewis@meridian.co.uk', 6], subject: 'Assessment centre dates', message: 'Our assessment centres for the graduate programme will run on two Tuesdays in February. Shortlisted students will receive invitations directly; could you share the dates on your events page?', labels: ['company'], starred: true, read: false, hoursAgo: 30, attachments: [['assessment-centre-guide.pdf', '512 KB'], ['meridian-logo.png', '36 KB']] },
  { folder: 'draft', from: ME, subject: 'Re: Offer from Pennine Energy', message: 'Hi Tomasz, congratulations! It is perfectly reasonable to ask for a week to decide.', labels: ['personal'], read: true, hoursAgo: 20 },
  { folder: 'spam', from: ['Gift Card Centre', 'rewards@gift-claim.example.co', 12], subject: 'Your £100 voucher expires today', message: 'Open the attached link to claim your voucher before midnight.', labels: [], hoursAgo: 12 },
  { folder: 'inbox', from: ['Niamh Walsh', 'niamh.walsh@example.ac.uk', 9], subject: 'Careers fair: volunteer briefing', message: 'The student volunteer briefing is at 9:00 in the Great Hall. Lanyards and maps will be on the registration desk.', labels: ['private'], starred: true, read: false, hoursAgo: 6 },
  { folder: 'inbox', from: ['Kwame Mensah', 'k.mensah@ashdown.co.uk', 10], subject: 'Thank you for a great careers fair', message: 'Our team met over two hundred students yesterday. Thank you for the organisation.\n\nWe would like to book a stand again next year and to sponsor the CV clinic.', labels: ['company', 'important'], starred: true, read: false, hoursAgo: 2 },
];

function attachment([fileName, size]: [string, string]): EmailAttachment {
  const extension = fileName.split('.').pop() ?? 'txt';
  const kind = extension === 'xlsx' ? 'xls' : extension === 'png' ? 'jpg' : extension;
  return { fileName, size, thumbnail: `/images/files/${kind}.svg`, url: '' };
}

export function seedEmails(now: Date): Email[] {
  return MAILS.map((seed, index) => {
    const [name, email, avatarNo] = seed.from;
    const sentByMe = email === OFFICE_ADDRESS.email;
    const to = sentByMe ? [{ name: 'Careers partners', email: 'partners@careers.example.ac.uk' }] : [OFFICE_ADDRESS];
    return {
      id: index + 1,
      from: { name, email, avatar: avatar(avatarNo) },
      to,
      cc: [],
      bcc: [],
      subject: seed.subject,
      message: seed.message,
      attachments: (seed.attachments ?? []).map(attachment),
      time: addMinutes(now, -seed.hoursAgo * 60).toISOString(),
      isStarred: seed.starred ?? false,
      isRead: seed.read ?? false,
      isDeleted: seed.folder === 'trash',
      labels: [...seed.labels],
      replies: seed.reply
        ? [
            {
              id: 100 + index,
              from: { ...OFFICE_ADDRESS, avatar: avatar(1) },
              to: [{ name, email }],
              cc: [],
              bcc: [],
              subject: `Re: ${seed.subject}`,
              message: seed.reply,
              attachments: [],
              time: addMinutes(now, -seed.hoursAgo * 60 + 45).toISOString(),
            },
          ]
        : [],
      folder: seed.folder,
    };
  });
}
