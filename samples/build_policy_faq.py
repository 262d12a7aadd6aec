"""Build a sample policy FAQ: a fictional employer's benefits and time-off FAQ for employees.

    python samples/build_policy_faq.py [--out samples/documents/castellan-benefits-faq.pdf]

Castellan Freight Systems and every carrier, name, phone number (555-01xx numbers are
reserved for fiction), address and domain (.example is reserved) in this FAQ are made
up. The document is written the way HR teams write FAQs: parts and topics as headings,
each question as a bold heading, and answers as paragraphs and bulleted lists with a
lead-in line ("You will need:" followed by bullets).

Core fonts only, so all text must be latin-1. The creation date is fixed, so rebuilding
with the same fpdf2 version gives identical bytes. Every page carries a running header
and a "Page N of M" footer. evals/policy_faq.json cites pages of this file: after
changing text or layout, rebuild and run `python evals/check_sets.py`.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from fpdf import FPDF
from fpdf.enums import XPos, YPos

import pdf_kit as kit

COMPANY = "Castellan Freight Systems"
TITLE = "Employee Benefits & Time Off FAQ"
YEAR = "2025 plan year - US employees"
DOC_CODE = "HR-FAQ-2025-01"
CREATED = dt.datetime(2024, 10, 15, 14, 0, 0, tzinfo=dt.timezone.utc)
DEFAULT_OUT = Path(__file__).resolve().parent / "documents" / "castellan-benefits-faq.pdf"


# ---------------------------------------------------------------------------------------
# Content. PARTS is a list of (part title, blocks). Blocks: ("h2", topic), ("q", question),
# ("p", text), ("lead", text) a lead-in line, ("ul", [items]).
# ---------------------------------------------------------------------------------------

INTRO = [
    ("p", "This FAQ answers the questions the People Team hears most often about benefits, time off "
          "and leave at Castellan Freight Systems. It applies to US employees, including drivers, "
          "warehouse and office staff, for the plan year January 1 to December 31, 2025. Employees in "
          "Canada and Mexico have separate benefits guides."),
    ("p", "This FAQ is a summary. The official plan documents and the Summary Plan Descriptions (SPDs) "
          "on CastellanHub govern if anything here differs from them. Collective bargaining agreements "
          "take precedence for union-represented employees."),
    ("h2", "Contents"),
    ("toc", None),
]

PARTS: list[tuple[str, list]] = []

PARTS.append(("Part 1. Eligibility and enrollment", [
    ("q", "Who is eligible for Castellan benefits?"),
    ("p", "Regular employees scheduled to work 30 or more hours a week are eligible for the full "
          "benefits package. Regular part-time employees scheduled for fewer than 30 hours a week are "
          "eligible for the 401(k) plan, the Employee Assistance Program and paid sick leave, but not "
          "for medical, dental or vision coverage. Temporary and seasonal employees hired through an "
          "agency are covered by the agency's benefits, not Castellan's."),
    ("q", "When does my coverage start as a new hire?"),
    ("p", "Medical, dental, vision and life insurance start on the first day of the month after your "
          "start date. If you start on the first day of a month, coverage starts that same day. You "
          "have 31 days from your start date to enroll in CastellanHub; if you miss the deadline you "
          "are enrolled in basic life insurance only and can next enroll at open enrollment or after a "
          "qualifying life event."),
    ("q", "When is open enrollment for 2025?"),
    ("p", "Open enrollment runs from November 4 to November 22, 2024, at 11:59 p.m. Central Time. "
          "Elections made during open enrollment take effect on January 1, 2025. If you do nothing, your "
          "2024 medical, dental and vision elections roll over, but your Health Care FSA and Dependent "
          "Care FSA elections do not: you must re-elect them every year."),
    ("q", "Whom can I cover on my plans?"),
    ("ul", [
        "Your legal spouse or registered domestic partner.",
        "Your children up to the end of the month in which they turn 26, whether or not they are students, "
        "married or financially dependent on you.",
        "Children of any age who cannot support themselves because of a disability that began before age "
        "26, if approved by the carrier.",
    ]),
    ("p", "Coverage for a domestic partner and the partner's children may be taxable income to you; "
          "the value of their coverage is added to your W-2 as imputed income."),
    ("q", "Can I change my elections during the year?"),
    ("p", "Only after a qualifying life event, such as marriage, divorce, the birth or adoption of a "
          "child, the death of a dependent, or a spouse gaining or losing coverage. Report the event "
          "in CastellanHub within 31 days of the event (60 days for a birth or adoption, or for losing "
          "Medicaid or CHIP coverage). Changes must be consistent with the event."),
    ("lead", "You will need to upload proof of the event, for example:"),
    ("ul", [
        "a marriage certificate, or a domestic partner affidavit signed by both partners;",
        "a birth certificate, hospital birth record or adoption placement papers;",
        "a divorce decree;",
        "a letter from the other employer or insurer showing the date coverage was gained or lost.",
    ]),
    ("p", "Documents are due within 31 days after you report the event; if they do not arrive, the "
          "change is reversed."),
]))

PARTS.append(("Part 2. Health coverage", [
    ("h2", "Medical plans"),
    ("q", "Which medical plans can I choose from?"),
    ("p", "Castellan offers three medical plans, all administered by Meridale Health on the Meridale "
          "National PPO network:"),
    ("ul", [
        "Core PPO: in-network deductible $1,000 for employee only and $2,000 for a family; in-network "
        "out-of-pocket maximum $4,000 / $8,000; 20% coinsurance after the deductible; $25 copay for a "
        "primary care visit and $50 for a specialist. The out-of-network deductible is $2,500 / $5,000, "
        "with 40% coinsurance.",
        "Premier PPO: in-network deductible $400 / $800; out-of-pocket maximum $2,500 / $5,000; 10% "
        "coinsurance; $15 primary care and $35 specialist copays.",
        "Saver HDHP (high-deductible health plan with an HSA): deductible $1,650 / $3,300; out-of-pocket "
        "maximum $5,000 / $10,000; 10% coinsurance after the deductible. Copays do not apply: you pay "
        "the full negotiated rate until the deductible is met, except for preventive care.",
    ]),
    ("p", "In-network preventive care, such as annual physicals, recommended screenings and "
          "immunizations, is covered at 100% on all three plans, with no deductible."),
    ("q", "How much will medical coverage cost me per paycheck?"),
    ("p", "Employees are paid every two weeks, and premiums are deducted pre-tax from 26 paychecks a "
          "year. Your 2025 cost per paycheck is:"),
    ("ul", [
        "Core PPO: $48.50 employee only, $97.00 employee + spouse/partner, $88.20 employee + child(ren), "
        "$146.75 family.",
        "Saver HDHP: $21.30 employee only, $52.10 employee + spouse/partner, $47.60 employee + child(ren), "
        "$79.40 family.",
        "Premier PPO: $96.80 employee only. Rates for other coverage levels are shown in CastellanHub "
        "when you enroll.",
    ]),
    ("p", "Employees who use tobacco pay an extra $20 per paycheck unless they complete the Meridale "
          "QuitWell program."),
    ("q", "Which services need pre-authorization?"),
    ("p", "Your doctor normally asks Meridale Health for pre-authorization, but you are responsible "
          "for making sure it is obtained. Without it, Meridale may reduce the benefit by 50% or deny "
          "the claim."),
    ("lead", "Pre-authorization is required for:"),
    ("ul", [
        "MRI, CT and PET scans;",
        "planned (non-emergency) hospital admissions and outpatient surgery;",
        "specialty drugs, including most injectable medicines;",
        "physical, occupational and speech therapy after the 12th visit in a plan year;",
        "durable medical equipment costing more than $1,000.",
    ]),
    ("p", "Ask for pre-authorization at least 5 business days before a planned service. For an "
          "emergency admission, you or the hospital must notify Meridale within 48 hours."),
    ("q", "Is telehealth covered?"),
    ("p", "Yes. Virtual visits through Meridale CareNow cost $0 on the Core PPO and Premier PPO. On the "
          "Saver HDHP a virtual visit costs $49 until you meet the deductible, then 10% coinsurance. "
          "CareNow is available 24 hours a day at meridale.example/carenow."),
    ("q", "What about prescription drugs?"),
    ("p", "Prescription drugs are covered through Meridale Rx on all medical plans. On the Core PPO "
          "and Premier PPO, a 30-day supply costs $10 for generic drugs, $40 for preferred brand drugs "
          "and $70 for non-preferred brand drugs at a retail pharmacy. A 90-day supply by mail order "
          "costs 2.5 times the 30-day copay. On the Saver HDHP, prescriptions count toward the deductible, "
          "except for the preventive drugs on the Meridale preventive drug list, which are covered "
          "before the deductible."),
    ("h2", "Dental and vision"),
    ("q", "What dental coverage is available?"),
    ("p", "Dental coverage is through Brightarch Dental, with two options: Dental Base and Dental Plus. "
          "Both cover preventive care (cleanings twice a year, exams, X-rays) at 100%, with no "
          "deductible."),
    ("ul", [
        "Dental Base: $50 deductible per person; basic services such as fillings at 80%; no coverage for "
        "major services or orthodontia; annual maximum $1,000 per person.",
        "Dental Plus: $50 deductible per person; basic services at 80%; major services such as crowns, "
        "bridges and implants at 50%; orthodontia for children under 19 at 50% up to a $1,500 lifetime "
        "maximum; annual maximum $2,000 per person.",
    ]),
    ("q", "And vision?"),
    ("p", "Vision coverage is through ClearPath Vision. An eye exam is covered once every 12 months "
          "with a $10 copay. You get a $150 allowance for frames every 24 months, or $130 for contact "
          "lenses instead of glasses. Standard lenses are covered every 12 months after a $20 copay. "
          "LASIK is not covered, but ClearPath members get 15% off at participating providers."),
]))

PARTS.append(("Part 3. HSA and FSAs", [
    ("q", "Does Castellan contribute to my HSA?"),
    ("p", "If you enroll in the Saver HDHP, Castellan contributes $750 (employee only) or $1,500 (any "
          "other coverage level) to your Health Savings Account for 2025. Half is deposited in the "
          "first paycheck of January and half in the first paycheck of July; employees hired during "
          "the year get a prorated amount. The money is yours to keep, even if you leave Castellan."),
    ("q", "How much can I put into my HSA in 2025?"),
    ("p", "The IRS limit for 2025, including Castellan's contribution, is $4,300 for self-only "
          "coverage and $8,550 for family coverage. If you are 55 or older, you can add a catch-up "
          "contribution of $1,000. You can change your HSA contribution at any time in CastellanHub; "
          "the change takes effect with the next payroll."),
    ("q", "How do the flexible spending accounts work?"),
    ("ul", [
        "Health Care FSA: contribute up to $3,300 for 2025 for eligible medical, dental and vision costs. "
        "Up to $660 of unused money carries over into 2026; anything above that is forfeited.",
        "Limited Purpose FSA: for employees in the Saver HDHP, who cannot use the Health Care FSA. It pays "
        "only dental and vision costs, with the same $3,300 limit and $660 carryover.",
        "Dependent Care FSA: up to $5,000 per household per year ($2,500 if married and filing "
        "separately) for daycare, preschool, before- and after-school care and summer day camp for "
        "children under 13. There is no carryover.",
    ]),
    ("p", "Claims for 2025 expenses must be submitted to the FSA administrator, Pinnacle Benefit "
          "Services, by March 31, 2026."),
    ("q", "Can I have an HSA and a Health Care FSA at the same time?"),
    ("p", "No. IRS rules do not allow HSA contributions while you (or your spouse) are covered by a "
          "general-purpose Health Care FSA. If you choose the Saver HDHP, use the Limited Purpose FSA "
          "instead."),
]))

PARTS.append(("Part 4. Paid time off and holidays", [
    ("h2", "Paid time off (PTO)"),
    ("q", "How much PTO do I get?"),
    ("p", "PTO covers vacation and personal time (e.g. a school event or moving day). Full-time "
          "employees accrue PTO every pay period, based on years of continuous service:"),
    ("ul", [
        "less than 3 years: 15 days (120 hours) a year, or 4.62 hours per pay period;",
        "3 to 5 years: 20 days (160 hours) a year;",
        "6 to 10 years: 23 days (184 hours) a year;",
        "more than 10 years: 25 days (200 hours) a year.",
    ]),
    ("p", "Part-time employees accrue PTO in proportion to their scheduled hours. New hires can use "
          "PTO after 90 days of employment; it accrues from the first day. Your balance is capped at "
          "1.5 times your annual accrual: once you reach the cap, you stop accruing until you use some PTO."),
    ("q", "Can I carry over unused PTO into next year?"),
    ("p", "Yes, up to 40 hours. Unused PTO above 40 hours is forfeited at the end of December 31, "
          "except where state law requires otherwise. Carried-over hours must be used by June 30 of "
          "the following year, or they are forfeited."),
    ("q", "How do I request time off?"),
    ("p", "Submit the request in CastellanHub under Time > Request time off. Requests for more than 3 "
          "consecutive days must be submitted at least 10 business days in advance. Your manager "
          "approves or declines within 3 business days. Drivers also need sign-off from their dispatch "
          "supervisor so routes can be covered."),
    ("h2", "Sick leave"),
    ("q", "How much paid sick leave do I get?"),
    ("p", "All employees, including part-time employees, get 48 hours (6 days) of paid sick leave a "
          "year. Full-time employees receive the full 48 hours on January 1; new hires receive a prorated "
          "amount on their start date. Sick leave can be used for your own illness or medical "
          "appointments, to care for a sick family member, or for reasons related to domestic violence. "
          "Where a state or city requires more generous sick leave, the local rules apply."),
    ("q", "Do I need a doctor's note?"),
    ("p", "Only for an absence of more than 3 consecutive scheduled workdays. For shorter absences, "
          "tell your manager before the start of your shift, or as soon as you can."),
    ("h2", "Holidays"),
    ("q", "Which days are company holidays in 2025?"),
    ("lead", "Castellan observes 10 paid holidays in 2025:"),
    ("ul", [
        "New Year's Day (Wednesday, January 1)",
        "Martin Luther King Jr. Day (Monday, January 20)",
        "Memorial Day (Monday, May 26)",
        "Juneteenth (Thursday, June 19)",
        "Independence Day (Friday, July 4)",
        "Labor Day (Monday, September 1)",
        "Thanksgiving Day and the day after (Thursday, November 27 and Friday, November 28)",
        "Christmas Eve and Christmas Day (Wednesday, December 24 and Thursday, December 25)",
    ]),
    ("p", "In addition, every employee gets one floating holiday a year, to be used on a day of their "
          "choice with manager approval. The floating holiday does not carry over and is not paid out "
          "when you leave."),
    ("q", "What if I have to work on a holiday?"),
    ("p", "Non-exempt employees who work on a company holiday are paid 1.5 times their regular rate "
          "for the hours worked, plus holiday pay. Exempt employees who are scheduled to work on a "
          "holiday get a substitute day off, to be taken within 60 days."),
    ("h2", "Other paid time off"),
    ("q", "Is there bereavement leave?"),
    ("p", "Yes. You get up to 5 paid days after the death of an immediate family member (spouse or "
          "partner, child, parent, sibling, or the same relatives of your spouse or partner) and up to "
          "3 paid days for other relatives such as grandparents, grandchildren, aunts and uncles. The "
          "days do not have to be consecutive but must be used within 3 months of the death."),
    ("q", "What about jury duty and voting?"),
    ("p", "Castellan pays your regular base pay for up to 10 days of jury duty a year; you may keep "
          "any fee the court pays you. Give your manager a copy of the summons as soon as you receive "
          "it. If your shift does not leave 3 consecutive hours to vote while polls are open, you can "
          "take up to 2 hours of paid time off to vote."),
    ("q", "Do we get paid volunteer time?"),
    ("p", "Yes, 8 hours of paid volunteer time a year, for work with a registered non-profit "
          "organization. Record it in CastellanHub as Volunteer time."),
]))

PARTS.append(("Part 5. Leaves of absence", [
    ("q", "How much paid parental leave does Castellan offer?"),
    ("p", "Employees with at least 6 months of service get paid parental leave at 100% of base pay "
          "after the birth, adoption or foster placement of a child:"),
    ("ul", [
        "Birthing parents: 16 weeks in total, which includes the recovery period paid by short-term "
        "disability (usually 6 weeks, or 8 weeks after a C-section).",
        "Non-birthing, adoptive and foster parents: 10 weeks.",
    ]),
    ("p", "Parental leave must be taken within 12 months of the birth or placement. It can be taken all "
          "at once or in up to 2 blocks of at least 1 week each. Tell your manager and the Leave team at "
          "least 30 days before the leave starts when you can."),
    ("q", "Am I eligible for FMLA?"),
    ("p", "You are eligible for up to 12 weeks of unpaid, job-protected leave under the Family and "
          "Medical Leave Act if you have worked for Castellan for at least 12 months and at least 1,250 "
          "hours in the 12 months before the leave. Paid parental leave, short-term disability and "
          "PTO run at the same time as FMLA leave. Your medical, dental and vision coverage continue "
          "during FMLA leave, and you keep paying your share of the premiums."),
    ("q", "What does short-term disability pay?"),
    ("p", "Short-term disability (STD) is provided by Larchmont Benefit Services at no cost to you. "
          "After a waiting period of 7 calendar days, STD pays 60% of your base pay, up to $2,000 a "
          "week, for up to 26 weeks. You can use sick leave or PTO during the waiting period. File a "
          "claim with Larchmont within 30 days of your first day of absence."),
    ("q", "And long-term disability?"),
    ("p", "Long-term disability (LTD) starts after 180 days of disability and pays 60% of your monthly "
          "base pay, up to $10,000 a month. Castellan pays the premium. You can buy LTD Buy-Up coverage "
          "during enrollment to raise the benefit to 66 2/3%."),
    ("q", "How do I request a leave of absence?"),
    ("lead", "Contact the Leave team at leaves@castellan.example as early as you can. You will need:"),
    ("ul", [
        "the expected first day of leave and, if known, the return date;",
        "the reason for the leave (you do not need to share a diagnosis with your manager);",
        "a medical certification from your health care provider, due within 15 calendar days of the "
        "Leave team's request;",
        "for parental leave, the child's birth certificate or placement papers within 30 days of the "
        "birth or placement.",
    ]),
]))

PARTS.append(("Part 6. Retirement, life insurance and other benefits", [
    ("h2", "401(k) plan"),
    ("q", "How does the 401(k) match work?"),
    ("p", "Castellan matches 100% of the first 3% of pay you contribute and 50% of the next 2%, so if "
          "you contribute 5% or more, you receive the full match of 4% of pay. The match is deposited "
          "every payday. You can contribute pre-tax, Roth, or both. The plan is run by Harbor Point "
          "Retirement."),
    ("q", "Am I enrolled automatically?"),
    ("p", "Yes. You are eligible from your first day. If you do not make an election within 30 days "
          "of your start date, you are enrolled automatically at 4% of pay pre-tax, invested in the "
          "target-date fund closest to the year you turn 65. Your contribution then rises by 1% every "
          "April 1 until it reaches 10%, unless you opt out of the automatic increase."),
    ("q", "When is the company match vested?"),
    ("p", "Your own contributions are always 100% vested. The company match vests 25% for each full "
          "year of service, so it is fully vested after 4 years. The match also vests fully if you "
          "reach age 65, become disabled or die while working for Castellan."),
    ("q", "How much can I contribute in 2025?"),
    ("p", "Up to $23,500 in 2025, plus a catch-up contribution of $7,500 if you are 50 or older. "
          "Employees who turn 60, 61, 62 or 63 in 2025 can make a higher catch-up contribution of "
          "up to $11,250."),
    ("q", "Can I take a loan from my 401(k)?"),
    ("p", "Yes. You can have one loan outstanding at a time. The minimum loan is $1,000 and the maximum "
          "is 50% of your vested balance, up to $50,000. Loans are repaid through payroll deductions "
          "over up to 5 years (up to 15 years for the purchase of your main home). A $75 processing fee "
          "is deducted from the loan amount."),
    ("h2", "Life and disability insurance"),
    ("q", "What life insurance do I have?"),
    ("p", "Castellan provides basic life insurance of 2 times your annual base pay, up to $500,000, "
          "and accidental death and dismemberment (AD&D) insurance of the same amount, at no cost to "
          "you. You can buy supplemental life insurance of 1 to 6 times your pay, up to $1,000,000; "
          "amounts above $250,000 need a health questionnaire (evidence of insurability). Spouse life "
          "insurance is available in units of $10,000 up to $100,000, and child life insurance of "
          "$10,000 or $20,000 per child."),
    ("h2", "Other benefits"),
    ("q", "Does Castellan help pay for college courses?"),
    ("p", "Yes. Employees with at least 6 months of service can receive tuition assistance of up to "
          "$5,250 a year for courses at an accredited school that are related to their current job or a "
          "realistic future role at Castellan. Courses must be approved before they start, and you "
          "must earn a grade of C or better (B or better for graduate courses). If you leave Castellan "
          "voluntarily within 12 months of a reimbursement, you must repay it."),
    ("lead", "To be reimbursed, you will need:"),
    ("ul", [
        "the Tuition Assistance pre-approval form, signed by your manager at least 30 days before the "
        "course starts;",
        "an itemized receipt showing tuition paid (books, parking and fees are not covered);",
        "your final grade report, submitted within 60 days of the end of the course.",
    ]),
    ("q", "Is there an Employee Assistance Program?"),
    ("p", "Yes. The EAP, run by Stillwater Wellbeing, offers up to 6 free, confidential counseling "
          "sessions per issue per year for you and your household members, plus legal and financial "
          "consultations. Call 1-800-555-0133, available 24 hours a day, 7 days a week, or visit "
          "stillwater.example/castellan."),
    ("q", "Are there commuter benefits?"),
    ("p", "Yes. You can set aside pre-tax money for transit passes and for parking at work, up to $325 "
          "a month each in 2025, through CastellanHub. Unused commuter money rolls over from month to "
          "month while you are employed, but it is forfeited when you leave."),
]))

PARTS.append(("Part 7. Expenses and remote work", [
    ("q", "How do I get reimbursed for business expenses?"),
    ("p", "Submit expenses in the expense tool in CastellanHub (Expenses > New report) within "
          "60 days of the date you paid. Approved expenses are paid by direct deposit with the next "
          "payroll after approval. Reports submitted more than 60 days after the expense need approval "
          "from your department's vice president."),
    ("lead", "You will need:"),
    ("ul", [
        "an itemized receipt for every expense of $25 or more (a card slip alone is not enough);",
        "the business purpose and, for meals, the names of the people who attended;",
        "for mileage, the start and end address and the purpose of each trip.",
    ]),
    ("p", "Personal vehicle mileage is reimbursed at 70 cents per mile in 2025. Meals while traveling "
          "overnight are reimbursed up to $75 a day within the US."),
    ("q", "Do remote employees get a home office allowance?"),
    ("p", "Employees whose role is designated fully remote receive a one-time home office allowance of "
          "up to $500 in their first 90 days, for items such as a desk, chair or monitor, and a monthly "
          "internet stipend of $50 paid through payroll. Hybrid employees, who work from a Castellan site "
          "at least 3 days a week, are not eligible for either. Castellan provides a laptop, headset "
          "and docking station to every office and remote employee."),
]))

PARTS.append(("Part 8. When you leave Castellan", [
    ("q", "When does my coverage end?"),
    ("p", "Medical, dental and vision coverage end on the last day of the month in which your "
          "employment ends. Life and disability insurance end on your last day of work. You can convert "
          "basic and supplemental life insurance to an individual policy within 31 days, without a "
          "health questionnaire."),
    ("q", "Can I keep my health coverage through COBRA?"),
    ("p", "Yes. The COBRA administrator mails an election notice to your home address within 44 days "
          "after coverage ends. You then have 60 days to elect COBRA, and coverage is retroactive to the "
          "day your regular coverage ended. COBRA normally lasts up to 18 months and costs the full "
          "premium plus a 2% administration fee."),
    ("q", "Is unused PTO paid out?"),
    ("p", "Accrued, unused PTO (including carried-over hours) is paid in your final paycheck. Sick "
          "leave and the floating holiday are not paid out, unless state law requires it."),
    ("q", "What happens to my 401(k)?"),
    ("p", "Your vested balance stays yours. You can leave it in the plan, roll it over to an IRA or a "
          "new employer's plan, or take a distribution (which may be taxed and penalized). Balances of "
          "less than $1,000 are paid out automatically; balances between $1,000 and $7,000 are rolled "
          "into an IRA in your name unless you choose otherwise. An outstanding 401(k) loan must be "
          "repaid within 90 days of leaving, or it is treated as a taxable distribution."),
]))

PARTS.append(("Part 9. Who to contact", [
    ("q", "Who do I contact with a benefits question?"),
    ("p", "Start with the People Team Service Center: email benefits@castellan.example or call "
          "1-800-555-0126, Monday to Friday, 8:00 a.m. to 6:00 p.m. Central Time. Most questions are "
          "answered within 2 business days. For questions about a specific claim, contact the carrier "
          "directly:"),
    ("ul", [
        "Medical and prescriptions - Meridale Health: the member services number on your ID card, or "
        "meridale.example.",
        "Dental - Brightarch Dental: brightarch.example/members.",
        "Vision - ClearPath Vision: 1-800-555-0161.",
        "HSA and FSAs - Pinnacle Benefit Services: pinnacle.example, 1-800-555-0147.",
        "401(k) - Harbor Point Retirement: harborpoint.example, 1-800-555-0152, Monday to Friday, 7:00 "
        "a.m. to 9:00 p.m. Central Time.",
        "Leaves and disability - the Leave team at leaves@castellan.example, or Larchmont Benefit Services "
        "at 1-800-555-0139.",
    ]),
    ("q", "Where can I find the plan documents?"),
    ("p", "The Summary Plan Descriptions, the Summary of Benefits and Coverage for each medical plan "
          "and the annual notices are in CastellanHub under Benefits > Documents. You can ask the People "
          "Team Service Center for a paper copy at no cost."),
]))


# ---------------------------------------------------------------------------------------
# Rendering
# ---------------------------------------------------------------------------------------

LINE = 5.2
ACCENT = (35, 55, 110)


class Faq(kit.RunningPages):
    name = f"{COMPANY} - {TITLE}"
    rule = (ACCENT, 0.3)
    code = f"{DOC_CODE} - Internal - for Castellan employees"


def _para(pdf: FPDF, text: str, size: float = 10.5, style: str = "", indent: float = 0,
          family: str = "Times") -> None:
    kit.paragraph(pdf, text, family, style, size, LINE, indent)


def _h1(pdf: FPDF, text: str) -> None:
    kit.heading(pdf, text, 15, 8, keep=60, before=3, colour=ACCENT)
    pdf.set_draw_color(*ACCENT)
    pdf.set_line_width(0.5)
    pdf.line(pdf.l_margin, pdf.get_y(), pdf.l_margin + 40, pdf.get_y())
    pdf.ln(3)


def _question(pdf: FPDF, text: str) -> None:
    if pdf.get_y() > pdf.page_break_trigger - 22:
        pdf.add_page()
    pdf.ln(1.5)
    _para(pdf, text, size=10.5, style="B", family="Helvetica")
    pdf.ln(0.8)


def _bullet(pdf: FPDF, y: float) -> None:
    pdf.set_fill_color(*ACCENT)
    pdf.circle(x=pdf.l_margin + 4.2, y=y + LINE / 2, radius=0.75, style="F")


def _render_blocks(pdf: FPDF, blocks: list, toc: dict[str, int]) -> None:
    for block in blocks:
        kind = block[0]
        if kind == "h2":
            kit.heading(pdf, block[1], 12, 6.5, keep=35, before=1.5, after=0.5, colour=ACCENT)
        elif kind == "q":
            _question(pdf, block[1])
        elif kind == "p":
            _para(pdf, block[1])
            pdf.ln(1.6)
        elif kind == "lead":
            _para(pdf, block[1])
            pdf.ln(0.8)
        elif kind == "ul":
            kit.list_items(pdf, block[1], font=("Times", "", 10.5), line=LINE,
                           marker=lambda _, y: _bullet(pdf, y),
                           body=lambda item: _para(pdf, item, indent=8), spacing=0.6, after=1.2)
        elif kind == "toc":
            kit.contents(pdf, [(title, f"{toc.get(title, 0)}") for title, _ in PARTS])
        else:  # pragma: no cover - content bug
            raise ValueError(f"unknown block {kind!r}")


def _render(toc: dict[str, int]) -> tuple[FPDF, dict[str, int]]:
    pdf = kit.new_document(
        Faq, margins=(22, 16, 22), bottom=18, title=f"{COMPANY} - {TITLE} ({YEAR})",
        author=f"{COMPANY} People Team",
        subject="Benefits eligibility, medical, dental, vision, HSA/FSA, PTO, sick leave, holidays, "
                "leaves, 401(k), life insurance, expenses, leaving, contacts",
        script=Path(__file__).name, created=CREATED)

    pdf.add_page()
    pdf.ln(6)
    pdf.set_font("Helvetica", "B", 11)
    pdf.set_text_color(*ACCENT)
    pdf.cell(0, 6, kit.latin1(COMPANY.upper() + " - PEOPLE TEAM"), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.set_text_color(0, 0, 0)
    pdf.set_font("Helvetica", "B", 22)
    pdf.multi_cell(0, 11, kit.latin1(TITLE), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.set_font("Helvetica", "", 12)
    pdf.cell(0, 7, kit.latin1(YEAR), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.set_font("Helvetica", "I", 9.5)
    pdf.cell(0, 6, "Published October 15, 2024", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.ln(5)
    _render_blocks(pdf, INTRO, toc)

    starts: dict[str, int] = {}
    for n, (title, blocks) in enumerate(PARTS):
        pdf.section = title
        if n in (0, 1, 3, 5):  # major parts start on a new page; short ones run on
            pdf.add_page()
        _h1(pdf, title)
        starts[title] = pdf.page_no()
        _render_blocks(pdf, blocks, toc)
    return pdf, starts


def build(out: Path) -> dict[str, int]:
    return kit.two_passes(_render, out)[1]


def main() -> int:
    out = kit.out_argument(__doc__, DEFAULT_OUT)
    kit.report(out, build(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
