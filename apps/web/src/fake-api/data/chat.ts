import { addMinutes } from '../lib/dates.ts';
import type { Chat, ChatMessage, ChatProfile, ChatStatus, Contact } from '../types.ts';
import { avatar } from './people.ts';

export const PROFILE_USER_ID = 11;

export function seedProfileUser(): ChatProfile {
  return {
    id: PROFILE_USER_ID,
    avatar: avatar(1),
    fullName: 'Helen Ashworth',
    role: 'Head of Careers',
    about: 'Runs the careers service: employer partnerships, careers fairs and the placement year.',
    status: 'online',
    settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
  };
}

// prettier-ignore
const CONTACTS: [fullName: string, role: string, about: string, status: ChatStatus][] = [
  ['Amara Okafor', 'Student, BSc Computer Science', 'Final-year student looking for graduate software roles.', 'online'],
  ['Daniel Hughes', 'Early Careers Lead, Northgate Engineering', 'Recruits interns and graduates for the Leeds and Sheffield offices.', 'busy'],
  ['Sophie Turner', 'Graduate Recruiter, Brightwater Analytics', 'Organises campus presentations and the analytics graduate scheme.', 'away'],
  ['Tomasz Kowalski', 'Student, MEng Mechanical Engineering', 'Placement year at Pennine Energy; deciding between two offers.', 'offline'],
  ['Priya Sharma', 'Placement Officer, Faculty of Engineering', 'Visits placement students and approves placement agreements.', 'online'],
  ['Callum Fraser', 'Careers Adviser', 'CV reviews, mock interviews and one-to-one guidance.', 'online'],
  ['Grace Lewis', 'Talent Acquisition, Meridian Bank', 'Runs the bank\'s assessment centres and insight days.', 'offline'],
  ['Yusuf Hassan', 'Student, MSc Data Science', 'International postgraduate interested in analytics roles.', 'away'],
  ['Eleanor Reid', 'Events Coordinator', 'Books rooms, stands and volunteers for careers fairs.', 'busy'],
  ['Kwame Mensah', 'HR Business Partner, Ashdown Consulting', 'Sponsor of the CV clinic; recruits business analysts.', 'online'],
];

export function seedContacts(): Contact[] {
  return CONTACTS.map(([fullName, role, about, status], index) => ({
    id: index + 1,
    fullName,
    role,
    about,
    status,
    avatar: avatar(index + 2),
  }));
}

function message(now: Date, minutesAgo: number, senderId: number, text: string, seen = true): ChatMessage {
  return {
    message: text,
    time: addMinutes(now, -minutesAgo).toISOString(),
    senderId,
    feedback: { isSent: true, isDelivered: true, isSeen: seen },
  };
}

export function seedChats(now: Date): Chat[] {
  const me = PROFILE_USER_ID;
  return [
    {
      id: 1,
      userId: 2,
      unseenMsgs: 0,
      chat: [
        message(now, 1500, 2, 'Morning Helen, are we still on for the internship briefing?'),
        message(now, 1490, me, 'Yes: Thursday at 13:00 in the Careers Hub.'),
        message(now, 1485, 2, 'Great. Can students bring their CVs for quick feedback?'),
        message(now, 1480, me, 'Of course, two advisers will be there for CV checks.'),
        message(now, 1470, 2, 'Perfect. I will bring twenty printed job descriptions.'),
        message(now, 1465, me, 'Thanks Daniel, see you Thursday.'),
      ],
    },
    {
      id: 2,
      userId: 1,
      unseenMsgs: 2,
      chat: [
        message(now, 180, 1, 'Hi, I have an interview with Brightwater next week.'),
        message(now, 178, me, 'Congratulations Amara! Is it a technical interview?'),
        message(now, 175, 1, 'A case study and then a competency interview.'),
        message(now, 172, me, 'Book a mock interview with Callum; he has slots on Monday.'),
        message(now, 170, 1, 'Thank you, I will do that now.'),
        message(now, 120, me, 'Also read their latest annual report before the case study.'),
        message(now, 95, 1, 'Good idea. Should I prepare questions for them?'),
        message(now, 90, me, 'Yes, two or three thoughtful questions about the team and training.'),
        message(now, 20, 1, 'Booked the mock interview for Monday at 10:00!', false),
        message(now, 18, 1, 'Thanks again for all the help.', false),
      ],
    },
  ];
}
