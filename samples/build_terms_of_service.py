"""Build a sample terms-of-service document: a fictional note-taking and file-sync service's terms.

    python samples/build_terms_of_service.py [--out samples/documents/driftnote-terms-of-service.pdf]

Driftnote Labs, Inc. and every name, address and domain (.example is reserved) in these
terms are made up. The text reads like real consumer SaaS terms: numbered multi-level
sections (1., 1.1, 1.1.1), a definitions section, dense legal paragraphs, a few bulleted
lists, and many concrete facts (notice periods, fees, limits, ages, dates, e-mail
addresses, courts) spread over more than twelve pages.

Core fonts only, so all text must be latin-1. The creation date is fixed, so rebuilding
with the same fpdf2 version gives identical bytes. Every page carries a running header
and a "Page N of M" footer. evals/terms_of_service.json cites pages of this file: after
changing text or layout, rebuild and run `python evals/check_sets.py`.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from fpdf import FPDF
from fpdf.enums import XPos, YPos

import pdf_kit as kit

COMPANY = "Driftnote Labs, Inc."
TITLE = "Driftnote Terms of Service"
UPDATED = "Last updated: March 3, 2025 - Effective: April 1, 2025"
CREATED = dt.datetime(2025, 3, 3, 17, 0, 0, tzinfo=dt.timezone.utc)
DEFAULT_OUT = Path(__file__).resolve().parent / "documents" / "driftnote-terms-of-service.pdf"


# ---------------------------------------------------------------------------------------
# Content. SECTIONS is a list of (number and title, blocks). Blocks: ("h2", "4.6 Refunds"),
# ("p", text), ("n", "4.6.1", text) a numbered third-level paragraph, ("def", term, text),
# ("ul", [items]), ("caps", text) a paragraph in capitals, as legal disclaimers are.
# ---------------------------------------------------------------------------------------

PREAMBLE = [
    ("p", "Please read these Terms of Service carefully. They contain an agreement to resolve most "
          "disputes by binding individual arbitration and a waiver of class actions (Section 16), "
          "which affect your legal rights. If you live in the European Economic Area, the United "
          "Kingdom or Switzerland, Section 16.6 explains which parts do not apply to you."),
]

SECTIONS: list[tuple[str, list]] = []

SECTIONS.append(("1. Introduction and acceptance", [
    ("h2", "1.1 Who we are"),
    ("p", "These Terms of Service (the \"Terms\") are a legal agreement between you and Driftnote Labs, "
          "Inc., a Delaware corporation with its principal office at 1120 NW Marlow Street, Suite 400, "
          "Portland, Oregon 97209, USA (\"Driftnote\", \"we\", \"us\" or \"our\"). They govern your access "
          "to and use of the Driftnote note-taking, file synchronization and sharing services, including "
          "the website at driftnote.example, the Driftnote desktop and mobile applications, the Driftnote "
          "web clipper and the Driftnote application programming interface (together, the \"Services\")."),
    ("h2", "1.2 Acceptance"),
    ("p", "By creating an Account, by clicking \"I agree\" or a similar button, or by using the Services "
          "in any way, you agree to be bound by these Terms. If you use the Services on behalf of an "
          "organization, such as your employer, you agree to these Terms on behalf of that organization "
          "and confirm that you have the authority to bind it; in that case \"you\" means the "
          "organization. If you do not agree to these Terms, you must not use the Services."),
    ("h2", "1.3 Other terms that apply"),
    ("p", "The following documents form part of these Terms and are incorporated by reference: the "
          "Driftnote Privacy Notice, the Acceptable Use Policy described in Section 7, the Driftnote "
          "Pricing Page at driftnote.example/pricing and, for Team plans, the Data Processing Addendum. "
          "If there is a conflict between these Terms and any of those documents, these Terms prevail, "
          "except that the Data Processing Addendum prevails on matters of personal data processing."),
    ("h2", "1.4 Changes to these Terms"),
    ("n", "1.4.1", "We may change these Terms from time to time, for example to reflect new features, "
                   "changes in the law or changes in how we operate. If a change is material, we will tell "
                   "you by e-mail to the address associated with your Account and by a notice in the "
                   "Services at least 30 days before the change takes effect. Changes that are not "
                   "material, such as corrections of typographical errors or clarifications that do not "
                   "reduce your rights, take effect when we post them."),
    ("n", "1.4.2", "Changes to these Terms do not apply to a dispute of which we had actual notice before "
                   "the change took effect. If you do not agree to a change, you may cancel your "
                   "Subscription before the change takes effect and, if you have prepaid for an annual "
                   "Subscription, ask for a prorated refund of the unused months in accordance with "
                   "Section 4.6.4. If you keep using the Services after a change takes effect, you accept "
                   "the changed Terms."),
]))

SECTIONS.append(("2. Definitions", [
    ("p", "In these Terms, the following words have the meanings given below. Other capitalized words "
          "are defined where they first appear."),
    ("def", "Account", "the account you create to use the Services, identified by an e-mail address."),
    ("def", "Billing Period", "the period for which a Subscription fee is charged in advance, either one "
                              "calendar month or one year, starting on the day the Subscription begins."),
    ("def", "Business Day", "Monday to Friday, excluding public holidays in the State of Oregon."),
    ("def", "Content", "any notes, text, files, images, audio, web clippings, comments and other material "
                       "that you or your Workspace members upload to, create in or store in the Services."),
    ("def", "Free Plan", "the no-cost version of the Services described in Section 4.1."),
    ("def", "Paid Plan", "the Personal, Pro or Team plan, or any other plan for which a fee is charged."),
    ("def", "Storage Quota", "the maximum total size of Content that may be stored in an Account or a "
                             "Workspace under its plan, including files in the trash and previous versions."),
    ("def", "Subscription", "your right to use a Paid Plan for a Billing Period, renewed as described in "
                            "Section 4.3."),
    ("def", "Workspace", "a shared area of the Services used by a group of users under a Team plan, "
                         "administered by one or more Workspace Owners."),
    ("def", "Workspace Owner", "the user who creates a Workspace, or any user to whom that role is later "
                               "assigned, and who controls the Workspace's membership, settings and billing."),
    ("def", "Consumer", "an individual who uses the Services mainly for purposes outside their trade, "
                        "business, craft or profession."),
]))

SECTIONS.append(("3. Eligibility and accounts", [
    ("h2", "3.1 Minimum age"),
    ("n", "3.1.1", "You must be at least 16 years old to create an Account or use the Services. If you are "
                   "at least 16 but under 18 years old (or under the age of majority where you live), you "
                   "may use the Services only with the consent of a parent or legal guardian, who agrees "
                   "to these Terms on your behalf and is responsible for your use of the Services."),
    ("n", "3.1.2", "Students aged 13 to 15 may use the Services only through a Workspace provided by their "
                   "school under a Driftnote for Education agreement, which contains additional terms on "
                   "parental consent. Driftnote does not knowingly collect personal data from children "
                   "under 13 years old; if we learn that an Account belongs to a child under 13, we will "
                   "close it and delete its Content."),
    ("h2", "3.2 Registration"),
    ("p", "You must give accurate and complete information when you register and keep it up to date. "
          "Each person may have only one Account on the Free Plan. Accounts may not be created by "
          "automated means (e.g. scripts or bots), and you may not sell, rent or transfer your Account "
          "to anyone else. A Workspace Owner may transfer ownership of a Workspace to another member of "
          "the same Workspace in the Workspace settings."),
    ("h2", "3.3 Account security"),
    ("n", "3.3.1", "You are responsible for keeping your password and any other sign-in credentials "
                   "confidential, and for all activity that takes place under your Account. We strongly "
                   "recommend turning on two-step verification. Team plan Workspace Owners may require "
                   "two-step verification or single sign-on (SSO) for all members."),
    ("n", "3.3.2", "You must notify us at security@driftnote.example without undue delay, and in any case "
                   "within 72 hours, after you become aware of any unauthorized access to or use of your "
                   "Account. Driftnote will never ask for your password by e-mail, chat or phone."),
    ("n", "3.3.3", "We may require you to reset your password, or temporarily lock your Account, if we "
                   "reasonably believe that it has been compromised."),
    ("h2", "3.4 Workspaces"),
    ("p", "If you join a Workspace, the Workspace Owner can add and remove members, change member roles, "
          "view and export Content stored in the Workspace, and delete the Workspace. Content you add to "
          "a Workspace remains in the Workspace if you leave it or are removed from it. Your personal "
          "notebooks that are not shared with the Workspace stay in your own Account."),
]))

SECTIONS.append(("4. Plans, fees and payment", [
    ("h2", "4.1 Plans"),
    ("p", "Driftnote offers the following plans. Current Subscription prices are shown on the Pricing "
          "Page and at checkout, in US dollars, euros or pounds sterling depending on your billing "
          "country. The features and limits of each plan are as follows:"),
    ("ul", [
        "Free Plan: 2 GB Storage Quota, sync across up to 3 devices, 7 days of version history, and a maximum "
        "upload size of 250 MB per file.",
        "Personal: 100 GB Storage Quota, unlimited devices, offline notebooks and 30 days of version history.",
        "Pro: 1 TB Storage Quota, unlimited devices, 180 days of version history, PDF annotation and a "
        "maximum upload size of 10 GB per file.",
        "Team: 1 TB of Storage Quota per member, pooled across the Workspace; 1 year of version history; "
        "admin controls, SSO, audit logs and a maximum upload size of 10 GB per file. A Team Workspace must "
        "have at least 3 paid members.",
    ]),
    ("p", "Additional storage can be added to Personal, Pro and Team plans in blocks of 100 GB for $2.50 "
          "per month per block, billed with your Subscription."),
    ("h2", "4.2 Payment"),
    ("p", "Subscription fees are charged in advance at the start of each Billing Period to the payment "
          "method on file. We accept major credit and debit cards and, for annual Team plans with 20 or "
          "more members, payment by invoice. Invoices are payable within 30 days of the invoice date. "
          "You authorize us and our payment processor to charge all fees, taxes and other amounts due "
          "to your payment method."),
    ("h2", "4.3 Automatic renewal"),
    ("n", "4.3.1", "SUBSCRIPTIONS RENEW AUTOMATICALLY at the end of each Billing Period for another Billing "
                   "Period of the same length, at the then-current price, unless you cancel before the "
                   "renewal date as described in Section 5.1."),
    ("n", "4.3.2", "For annual Subscriptions, we send a reminder e-mail at least 30 days before the renewal "
                   "date, stating the renewal price and how to cancel. For monthly Subscriptions, the "
                   "renewal date is shown in Settings > Billing."),
    ("h2", "4.4 Taxes"),
    ("p", "Prices do not include sales tax, value added tax (VAT), goods and services tax or similar "
          "taxes, except where the law requires prices shown to Consumers to include them. You are "
          "responsible for all such taxes, other than taxes on Driftnote's net income. If you are a "
          "business customer and give us a valid VAT or tax identification number, we apply the "
          "reverse-charge mechanism where it is available."),
    ("h2", "4.5 Late payment and failed payments"),
    ("n", "4.5.1", "If a payment fails, we will retry the charge up to 4 times over the following 14 days "
                   "and notify you by e-mail. If the payment still fails, your Account is downgraded to the "
                   "Free Plan as described in Section 5.4."),
    ("n", "4.5.2", "Invoiced amounts that are not paid when due bear interest at 1.5% per month, or the "
                   "highest rate permitted by law if lower, from the due date until paid. If an invoice is "
                   "more than 15 days overdue, we may suspend the Workspace after giving the Workspace "
                   "Owner at least 7 days' notice by e-mail."),
    ("n", "4.5.3", "If you dispute a charge with your bank or card issuer (a chargeback) instead of "
                   "contacting us first, and the chargeback is resolved in our favor, we may charge you a "
                   "$15 administration fee and suspend the Account until the disputed amount is paid."),
    ("h2", "4.6 Refunds"),
    ("p", "Except as set out in this Section 4.6 or required by law, all fees are non-refundable, and "
          "we do not give refunds or credits for partial Billing Periods, for unused storage or for "
          "downgrades."),
    ("n", "4.6.1", "Monthly Subscriptions. Monthly Subscriptions are not refundable. When you cancel, you "
                   "keep access to the Paid Plan until the end of the current monthly Billing Period."),
    ("n", "4.6.2", "Annual Subscriptions. If you cancel a new annual Subscription within 14 days of the "
                   "initial purchase, you will receive a full refund. If you cancel within 7 days after an "
                   "automatic annual renewal, you will receive a full refund of the renewal charge. After "
                   "these periods, annual Subscriptions are not refundable except under Section 4.6.4."),
    ("n", "4.6.3", "Consumers in the EEA, UK and Switzerland. If you are a Consumer in the European "
                   "Economic Area, the United Kingdom or Switzerland, you have a statutory right to withdraw "
                   "from a new Subscription within 14 days of purchase without giving a reason. Because "
                   "the Services are supplied immediately at your request, if you withdraw we may deduct "
                   "an amount proportionate to the days of service already provided."),
    ("n", "4.6.4", "Changes and service discontinuation. If you cancel because of a material change to "
                   "these Terms (Section 1.4) or a price increase (Section 4.7), or if we discontinue the "
                   "Services, we will refund the prepaid fees for the remaining full months of your annual "
                   "Billing Period."),
    ("n", "4.6.5", "How to ask for a refund. Send refund requests from the e-mail address on the Account to "
                   "billing@driftnote.example, with the invoice number. Approved refunds are issued to the "
                   "original payment method within 10 Business Days."),
    ("h2", "4.7 Price changes"),
    ("p", "We may change Subscription prices. We will give you at least 30 days' notice by e-mail of a "
          "price increase for a monthly Subscription, and at least 60 days' notice for an annual "
          "Subscription. The new price applies from your next renewal after the notice period ends. "
          "Promotional prices apply only for the period stated in the promotion and then renew at the "
          "standard price."),
    ("h2", "4.8 Free trials"),
    ("p", "We may offer a free trial of a Paid Plan, for example a 14-day trial of Pro or a 30-day "
          "trial of Team. A payment method is required to start a trial. Unless you cancel at least 24 "
          "hours before the trial ends, the trial converts automatically into a paid Subscription and "
          "your payment method is charged. Each person or organization may use only one free trial per "
          "plan."),
    ("h2", "4.9 Education and non-profit discounts"),
    ("p", "Verified students and teachers at accredited schools receive 50% off Personal and Pro "
          "Subscriptions for up to 4 years. Registered non-profit organizations receive 30% off Team "
          "plans. We may ask for proof of eligibility at any time and end the discount if eligibility "
          "cannot be confirmed."),
]))

SECTIONS.append(("5. Cancellation, suspension and termination", [
    ("h2", "5.1 Cancellation by you"),
    ("p", "You may cancel a Subscription at any time in Settings > Billing > Cancel subscription, or by "
          "writing to billing@driftnote.example. A cancellation takes effect at the end of the current "
          "Billing Period; until then, you keep access to the Paid Plan. Cancelling a Subscription does "
          "not delete your Account. You may delete your Account at any time in Settings > Account > "
          "Delete account."),
    ("h2", "5.2 Suspension and termination by Driftnote"),
    ("n", "5.2.1", "We may suspend or terminate your access to the Services if you materially breach these "
                   "Terms and, where the breach can be remedied, do not remedy it within 10 days after we "
                   "notify you of it."),
    ("n", "5.2.2", "We may suspend or terminate your access immediately and without prior notice if (a) you "
                   "use the Services in violation of the Acceptable Use Policy in a way that harms others "
                   "or the security of the Services; (b) we are required to do so by law or by a court or "
                   "government order; or (c) you fail to pay undisputed fees as described in Section 4.5."),
    ("n", "5.2.3", "When we suspend or terminate an Account, we will tell you the reason unless the law or "
                   "an order prevents us, or telling you would compromise an investigation or the safety "
                   "of others. If you believe your Account was suspended in error, you may appeal within 30 "
                   "days by writing to appeals@driftnote.example."),
    ("h2", "5.3 Inactive Free Plan accounts"),
    ("p", "If nobody signs in to a Free Plan Account for 12 consecutive months, we may treat it as "
          "inactive and delete it together with its Content. Before we do so, we will send at least two "
          "warning e-mails, the first one at least 30 days before deletion. Signing in at any time "
          "before the deletion date keeps the Account active. Accounts with a Paid Plan are never "
          "treated as inactive."),
    ("h2", "5.4 Downgrades and over-quota accounts"),
    ("p", "If a Paid Plan ends, for example because you cancel it or a payment fails, the Account moves "
          "to the Free Plan. If your Content is larger than the Free Plan Storage Quota, nothing is "
          "deleted at once: the Account becomes read-only, which means you can view, download and delete "
          "Content but cannot add or sync new Content. If the Account is still over quota 180 days after "
          "the downgrade, we may delete Content, starting with the largest files in the trash, after "
          "giving you at least 30 days' notice."),
    ("h2", "5.5 Effect of termination and data deletion"),
    ("n", "5.5.1", "When your Account is deleted, by you or by us, your right to use the Services ends. "
                   "Before you delete your Account, you can export your Content in Settings > Account > "
                   "Export data, in Driftnote archive (.dnx), HTML or Markdown format."),
    ("n", "5.5.2", "After an Account is deleted, there is a 30-day grace period during which you can ask "
                   "support to restore it. We then delete the Content from our active systems. Copies in "
                   "our backups are deleted on a rolling basis within a further 90 days. We may keep "
                   "billing records for 7 years where tax or accounting law requires it."),
    ("n", "5.5.3", "Sections 2, 4 (for amounts that are due), 5.5, 6.2 (for the time needed to delete "
                   "Content), 8, 13, 14, 15, 16, 17 and 20 survive the end of these Terms."),
]))

SECTIONS.append(("6. Your Content", [
    ("h2", "6.1 Ownership"),
    ("p", "You keep all rights in your Content. Driftnote does not claim ownership of your Content. "
          "You are responsible for your Content and for having all rights needed to store and share it "
          "through the Services."),
    ("h2", "6.2 License to Driftnote"),
    ("p", "You give Driftnote a worldwide, non-exclusive, royalty-free license to host, store, copy, "
          "transmit, display, and create technical derivative works of (for example, thumbnails, "
          "search indexes and format conversions) your Content, solely to operate, protect and provide "
          "the Services to you and to the people you share Content with. This license ends when the "
          "Content is deleted from our systems as described in Section 5.5. We do not use your Content "
          "to train generative artificial intelligence models unless you opt in under Settings > "
          "Privacy > Help improve Driftnote."),
    ("h2", "6.3 Sharing"),
    ("p", "When you share a note or notebook by link, anyone who has the link can view it, and can edit "
          "it if you allow editing. Shared links on the Free Plan do not expire; on Pro and Team plans "
          "you can set an expiry date and a password. You are responsible for what you share and with "
          "whom."),
    ("h2", "6.4 Limits"),
    ("p", "Your use of the Services is subject to the Storage Quota and upload limits of your plan "
          "(Section 4.1). In addition, a single notebook may contain up to 10,000 notes, and a single "
          "note may be up to 200 MB in size including attachments. To keep the Services reliable, we "
          "may limit unusually heavy use that affects other users, and we will contact you first where "
          "we can."),
    ("h2", "6.5 Version history and trash"),
    ("p", "Deleted notes and files stay in the trash for 30 days and then are permanently deleted, "
          "unless you empty the trash sooner. Previous versions of a note are kept for the version "
          "history period of your plan (Section 4.1). Driftnote is not a backup service, and you should "
          "keep your own copies of important Content."),
]))

SECTIONS.append(("7. Acceptable use", [
    ("p", "You must use the Services lawfully and in a way that does not harm Driftnote, other users or "
          "anyone else. In particular, you must not, and must not help anyone else to:"),
    ("ul", [
        "store or share Content that is illegal, that infringes anyone's intellectual property or privacy "
        "rights, or that sexually exploits or endangers children;",
        "harass, threaten, defame or impersonate others, or share Content that promotes violence or hatred "
        "against people based on protected characteristics;",
        "send spam or unsolicited bulk messages, including through shared links or comments;",
        "distribute malware, or use the Services to host phishing pages or other deceptive content;",
        "probe, scan or test the vulnerability of the Services, or breach security or authentication "
        "measures, except under our responsible disclosure program at driftnote.example/security;",
        "access the Services by automated means other than the public API, or exceed the API limits in "
        "Section 7.2;",
        "resell, sublicense or offer the Services as a file hosting service for third parties;",
        "use the Services to develop a competing product, or copy their design or features for that purpose.",
    ]),
    ("h2", "7.1 Enforcement"),
    ("p", "We may review Content and Accounts when we receive a report, when automated systems flag "
          "possible abuse, or when the law requires it, and we may remove Content or restrict Accounts "
          "that break this Section 7. We report apparent child sexual abuse material to the National "
          "Center for Missing & Exploited Children and to the relevant authorities."),
    ("h2", "7.2 API use"),
    ("p", "The Driftnote API may be used with a personal access token or an OAuth application. Each "
          "token may make up to 100 requests per minute on the Free and Personal plans and up to 600 "
          "requests per minute on the Pro and Team plans. Applications that act for more than 1,000 "
          "users must be registered at driftnote.example/developers. We may change API limits with 30 "
          "days' notice on the developer changelog."),
]))

SECTIONS.append(("8. Driftnote's intellectual property", [
    ("p", "The Services, including their software, design, text, graphics and the Driftnote name and "
          "logos, are owned by Driftnote and its licensors and are protected by copyright, trademark and "
          "other laws. Subject to these Terms, we grant you a limited, non-exclusive, non-transferable, "
          "revocable license to use the Services for as long as you have an Account. You may not use "
          "the Driftnote name or logos without our prior written permission, except to refer to the "
          "Services accurately in line with the brand guidelines at driftnote.example/brand."),
    ("p", "If you send us feedback or suggestions, we may use them without any obligation to you. "
          "Open-source components of the Driftnote applications are licensed under their own licenses, "
          "listed in the applications under Help > Open-source notices."),
]))

SECTIONS.append(("9. Copyright complaints", [
    ("h2", "9.1 Notices of infringement"),
    ("p", "Driftnote responds to notices of alleged copyright infringement under the US Digital "
          "Millennium Copyright Act (DMCA). If you believe that Content in the Services infringes your "
          "copyright, send a written notice to our designated copyright agent:"),
    ("ul", [
        "by e-mail to copyright@driftnote.example; or",
        "by post to Driftnote Labs, Inc., Attn: Copyright Agent, 1120 NW Marlow Street, Suite 400, Portland, "
        "Oregon 97209, USA.",
    ]),
    ("p", "The notice must identify the copyrighted work, identify the material you claim is infringing "
          "and where it is (for example the shared link), give your contact details, and include a "
          "statement of good-faith belief, a statement under penalty of perjury that the notice is "
          "accurate and that you are authorized to act, and your physical or electronic signature."),
    ("h2", "9.2 Counter-notices"),
    ("p", "If we remove Content in response to a notice, we notify the user who stored it. That user "
          "may send a counter-notice to the same copyright agent. If we receive a valid counter-notice, "
          "we restore the Content within 10 to 14 Business Days, unless the complaining party tells us "
          "that it has filed a court action to restrain the user."),
    ("h2", "9.3 Repeat infringers"),
    ("p", "We terminate the Accounts of users who are repeat infringers. An Account is treated as a "
          "repeat infringer if it receives 3 valid copyright notices within any 12-month period that "
          "are not successfully countered."),
]))

SECTIONS.append(("10. Privacy and data protection", [
    ("p", "The Driftnote Privacy Notice explains how we collect and use personal data when you use the "
          "Services. For Team plans, Driftnote processes personal data contained in Workspace Content "
          "as a processor on behalf of the customer, under the Data Processing Addendum, which includes "
          "the European Commission's Standard Contractual Clauses where required."),
    ("p", "Content is stored in data centers in the United States (Oregon and Virginia) by default. "
          "Team Workspaces with 10 or more members can choose to store Content in the European Union "
          "(Frankfurt, Germany) when the Workspace is created; an existing Workspace can be moved once, "
          "on request, and the move may take up to 30 days. Content is encrypted in transit with TLS 1.2 "
          "or higher and at rest with AES-256."),
    ("p", "If we become aware of a security incident that affects your personal data, we will notify "
          "you without undue delay and, for Team plans, within 48 hours of confirming the incident. "
          "Questions about privacy can be sent to our Data Protection Officer at privacy@driftnote.example."),
]))

SECTIONS.append(("11. Third-party services", [
    ("p", "The Services can connect to third-party services, such as calendar, e-mail and cloud storage "
          "providers, through integrations that you choose to turn on. When you turn on an integration, "
          "you authorize Driftnote to exchange the data needed for it with the third party. Third-party "
          "services are governed by their own terms and privacy policies, and Driftnote is not "
          "responsible for them. We may stop supporting an integration at any time; where we can, we "
          "will give at least 30 days' notice in the Services."),
]))

SECTIONS.append(("12. Availability and support", [
    ("h2", "12.1 Availability"),
    ("p", "We work to keep the Services available at all times, but we do not promise uninterrupted "
          "service except under the service level commitment in Section 12.2. We carry out scheduled "
          "maintenance mostly between 1:00 a.m. and 5:00 a.m. Pacific Time and announce maintenance "
          "expected to cause more than 15 minutes of downtime at status.driftnote.example at least 48 "
          "hours in advance."),
    ("h2", "12.2 Service level commitment for Team plans"),
    ("n", "12.2.1", "For Team plans, Driftnote commits to a monthly uptime of 99.9% for the core sync and "
                    "web services, excluding scheduled maintenance announced as described in Section 12.1 "
                    "and outages caused by events outside our reasonable control."),
    ("n", "12.2.2", "If monthly uptime falls below 99.9%, the Workspace Owner can claim a service credit "
                    "of 10% of that month's Team fees; if it falls below 99.0%, the credit is 25%, and if "
                    "it falls below 95.0%, the credit is 50%. Credits must be requested by e-mail to "
                    "billing@driftnote.example within 30 days after the end of the affected month and are "
                    "applied to the next invoice."),
    ("n", "12.2.3", "Service credits are the sole and exclusive remedy for any failure to meet the service "
                    "level commitment. Credits have no cash value and are not paid out when a Subscription "
                    "ends."),
    ("h2", "12.3 Support"),
    ("p", "Free Plan users can get help in the Driftnote Help Center and the community forum at "
          "community.driftnote.example. Personal and Pro users can also contact support by e-mail at "
          "support@driftnote.example; we aim to reply within 2 Business Days. Team plans include "
          "priority support by e-mail and chat, with a first response within 8 business hours. Support "
          "hours are 6:00 a.m. to 6:00 p.m. Pacific Time on Business Days, in English."),
]))

SECTIONS.append(("13. Disclaimers", [
    ("caps", "EXCEPT AS EXPRESSLY PROVIDED IN THESE TERMS, THE SERVICES ARE PROVIDED \"AS IS\" AND \"AS "
             "AVAILABLE\". TO THE FULLEST EXTENT PERMITTED BY LAW, DRIFTNOTE AND ITS AFFILIATES, SUPPLIERS "
             "AND LICENSORS DISCLAIM ALL WARRANTIES, WHETHER EXPRESS, IMPLIED OR STATUTORY, INCLUDING ANY "
             "WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE, TITLE AND NON-INFRINGEMENT. "
             "DRIFTNOTE DOES NOT WARRANT THAT THE SERVICES WILL BE UNINTERRUPTED, ERROR-FREE OR SECURE, OR "
             "THAT CONTENT WILL NOT BE LOST."),
    ("p", "Some jurisdictions do not allow the exclusion of implied warranties, so some of the above "
          "exclusions may not apply to you. If you are a Consumer, nothing in these Terms affects rights "
          "you have under mandatory consumer protection law, which cannot be waived by contract."),
]))

SECTIONS.append(("14. Limitation of liability", [
    ("n", "14.1", "TO THE FULLEST EXTENT PERMITTED BY LAW, NEITHER DRIFTNOTE NOR ITS AFFILIATES, SUPPLIERS "
                  "OR LICENSORS WILL BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL, "
                  "EXEMPLARY OR PUNITIVE DAMAGES, OR FOR ANY LOSS OF PROFITS, REVENUE, GOODWILL OR DATA, "
                  "ARISING OUT OF OR IN CONNECTION WITH THESE TERMS OR THE SERVICES, EVEN IF ADVISED OF THE "
                  "POSSIBILITY OF SUCH DAMAGES."),
    ("n", "14.2", "DRIFTNOTE'S TOTAL LIABILITY FOR ALL CLAIMS ARISING OUT OF OR RELATING TO THESE TERMS OR "
                  "THE SERVICES IS LIMITED TO THE GREATER OF (A) ONE HUNDRED US DOLLARS (US$100) AND (B) THE "
                  "AMOUNTS YOU PAID TO DRIFTNOTE FOR THE SERVICES IN THE 12 MONTHS BEFORE THE EVENT GIVING "
                  "RISE TO THE CLAIM."),
    ("n", "14.3", "The limitations in this Section 14 do not apply to liability for death or personal "
                  "injury caused by negligence, for fraud or fraudulent misrepresentation, or to any "
                  "other liability that cannot be limited or excluded by law. For Consumers in the EEA, UK "
                  "and Switzerland, Driftnote is liable under the statutory provisions for intent and gross "
                  "negligence, and for slight negligence only for breach of essential contractual "
                  "obligations, limited to the damage typically foreseeable when the contract was made."),
]))

SECTIONS.append(("15. Indemnification", [
    ("p", "If you use the Services for business purposes, you will defend and indemnify Driftnote and "
          "its affiliates, officers, directors and employees against any third-party claims, and the "
          "resulting losses, damages, fines and reasonable legal fees, arising out of your Content, "
          "your breach of these Terms or your violation of any law or the rights of a third party. "
          "Driftnote will notify you promptly of any such claim, let you control its defense and "
          "cooperate reasonably at your expense. This Section 15 does not apply to Consumers."),
]))

SECTIONS.append(("16. Dispute resolution and arbitration", [
    ("h2", "16.1 Informal resolution first"),
    ("p", "Most concerns can be resolved quickly by contacting support. Before either party starts an "
          "arbitration or court proceeding, it must send the other a written notice of the dispute "
          "(a \"Notice of Dispute\") describing the claim and the relief sought. Notices to Driftnote "
          "must be sent to legal@driftnote.example. The parties will try in good faith to resolve the "
          "dispute informally for 60 days after the Notice of Dispute is received, including in a "
          "telephone or video conference if either party asks for one."),
    ("h2", "16.2 Binding arbitration"),
    ("n", "16.2.1", "If the dispute is not resolved within 60 days, you and Driftnote agree that it will be "
                    "resolved by binding individual arbitration administered by the American Arbitration "
                    "Association (\"AAA\") under its Consumer Arbitration Rules (for Consumers) or its "
                    "Commercial Arbitration Rules (for everyone else), before a single arbitrator. The "
                    "Federal Arbitration Act governs this Section 16."),
    ("n", "16.2.2", "The arbitration will take place in the county where you live or, at your choice, by "
                    "video conference; for claims of US$10,000 or less, you may choose to have the "
                    "arbitration decided on written submissions alone."),
    ("n", "16.2.3", "For Consumers, Driftnote will pay all AAA filing, administration and arbitrator fees "
                    "above US$250, unless the arbitrator finds the claim frivolous. Each party bears its "
                    "own attorneys' fees, except where the law or the arbitrator awards them."),
    ("h2", "16.3 Exceptions"),
    ("p", "Either party may bring an individual claim in small claims court if it qualifies, and either "
          "party may ask a court for an injunction to stop the infringement or misuse of intellectual "
          "property rights."),
    ("h2", "16.4 Class action waiver"),
    ("caps", "YOU AND DRIFTNOTE AGREE THAT EACH MAY BRING CLAIMS AGAINST THE OTHER ONLY IN AN INDIVIDUAL "
             "CAPACITY, AND NOT AS A PLAINTIFF OR CLASS MEMBER IN ANY PURPORTED CLASS, CONSOLIDATED OR "
             "REPRESENTATIVE PROCEEDING."),
    ("h2", "16.5 Your right to opt out"),
    ("p", "You may opt out of this agreement to arbitrate by sending an e-mail to "
          "arbitration-optout@driftnote.example from the e-mail address on your Account, within 30 days "
          "after you first accept these Terms. The e-mail must include your name and a clear statement "
          "that you wish to opt out of arbitration. Opting out does not affect any other part of these "
          "Terms, or any earlier agreement to arbitrate that you made with us."),
    ("h2", "16.6 Consumers in the EEA, UK and Switzerland"),
    ("p", "Sections 16.2 to 16.5 do not apply to Consumers who live in the European Economic Area, the "
          "United Kingdom or Switzerland. Those Consumers may bring proceedings in the courts of the "
          "country where they live, and may also use the alternative dispute resolution bodies available "
          "in their country."),
]))

SECTIONS.append(("17. Governing law and venue", [
    ("p", "These Terms and any dispute arising from them are governed by the laws of the State of "
          "Oregon, USA, without regard to its conflict-of-laws rules, and, where applicable, by the US "
          "Federal Arbitration Act. The United Nations Convention on Contracts for the International Sale "
          "of Goods does not apply. Subject to Section 16, any claim that is not subject to arbitration "
          "must be brought exclusively in the state or federal courts located in Multnomah County, "
          "Oregon, and both parties consent to the personal jurisdiction of those courts. If you are a "
          "Consumer, you also keep the protection of the mandatory laws of the country where you live."),
]))

SECTIONS.append(("18. Export controls and sanctions", [
    ("p", "The Services are subject to US export control and sanctions laws. You may not use the "
          "Services, and you may not create an Account, if you are located in a country or region that "
          "is subject to comprehensive US sanctions, or if you are on a US government list of restricted "
          "parties. You may not use the Services to export or store technical data in violation of "
          "those laws."),
]))

SECTIONS.append(("19. US government users", [
    ("p", "The Services are commercial computer software and documentation. If you are a US government "
          "agency, your use of the Services is governed by these Terms, consistent with FAR 12.212 and "
          "DFARS 227.7202, and any terms that conflict with federal law do not apply to you to the extent "
          "of the conflict."),
]))

SECTIONS.append(("20. General terms", [
    ("h2", "20.1 Assignment"),
    ("p", "You may not assign or transfer these Terms or your Account without our prior written "
          "consent. We may assign these Terms to an affiliate or in connection with a merger, "
          "acquisition or sale of all or substantially all of our assets, and we will tell you if we do."),
    ("h2", "20.2 Force majeure"),
    ("p", "Neither party is liable for a delay or failure to perform caused by events beyond its "
          "reasonable control, such as natural disasters, war, terrorism, labor disputes, government "
          "action, or failures of internet or power providers. This does not excuse payment obligations."),
    ("h2", "20.3 Notices"),
    ("n", "20.3.1", "We may send you notices by e-mail to the address on your Account, through the Services, "
                    "or, for Team plans, to the Workspace Owner. A notice sent by e-mail is treated as "
                    "received on the next Business Day after it is sent."),
    ("n", "20.3.2", "Legal notices to Driftnote must be sent by e-mail to legal@driftnote.example with a copy "
                    "by post or courier to Driftnote Labs, Inc., Attn: Legal Department, 1120 NW Marlow "
                    "Street, Suite 400, Portland, Oregon 97209, USA. Notices sent by post are treated as "
                    "received 5 Business Days after posting."),
    ("h2", "20.4 Entire agreement, severability and waiver"),
    ("p", "These Terms, together with the documents listed in Section 1.3, are the entire agreement "
          "between you and Driftnote about the Services and replace any earlier agreements on that "
          "subject. If any provision is found unenforceable, it will be limited to the minimum extent "
          "necessary and the rest of these Terms stays in effect. A failure to enforce a provision is "
          "not a waiver of our right to do so later."),
    ("h2", "20.5 Language"),
    ("p", "These Terms are written in English. We may provide translations for convenience; if a "
          "translation conflicts with the English version, the English version controls, except where "
          "the law of your country requires otherwise."),
    ("h2", "20.6 Contact"),
    ("p", "Questions about these Terms can be sent to legal@driftnote.example. For help with your "
          "Account or billing, contact support as described in Section 12.3, or write to "
          "billing@driftnote.example for billing questions."),
]))

SECTIONS.append(("21. Additional terms for specific features", [
    ("p", "The terms in this Section 21 apply in addition to the rest of these Terms when you use the "
          "features described below. If they conflict with another part of these Terms, this Section "
          "21 prevails for that feature."),
    ("h2", "21.1 Driftnote Assist"),
    ("n", "21.1.1", "Driftnote Assist is an optional feature that uses machine learning models, some of "
                    "them provided by third-party model providers, to summarize notes, answer questions "
                    "about your Content, suggest tags and draft text. Free Plan, Personal and Pro users can "
                    "make up to 20 Assist requests per calendar month at no charge. The Assist Unlimited "
                    "add-on removes this monthly limit for $8 per user per month, subject to the fair use "
                    "limits shown in the Services."),
    ("n", "21.1.2", "Output generated by Driftnote Assist may be inaccurate, incomplete or offensive, and "
                    "may not be unique. You are responsible for reviewing output before you rely on it or "
                    "share it, and you must not use it as a substitute for professional legal, medical or "
                    "financial advice. As between you and Driftnote, you own the output, to the extent the "
                    "law allows."),
    ("n", "21.1.3", "Prompts and Content sent to Driftnote Assist are processed only to provide the "
                    "feature. Our third-party model providers are contractually prohibited from storing "
                    "them for more than 30 days or from using them to train their models. Workspace Owners "
                    "can turn Driftnote Assist off for the whole Workspace in the admin console."),
    ("h2", "21.2 Beta features"),
    ("p", "We sometimes make features available before general release, labelled \"Beta\", \"Preview\" "
          "or \"Early access\". Beta features are provided as is, may change or be withdrawn at any time "
          "without notice, are not covered by the service level commitment in Section 12.2 and are not "
          "supported outside the community forum. Content stored only in a Beta feature may be lost "
          "when the feature ends; we will try to give 14 days' notice so that you can export it."),
    ("h2", "21.3 Purchases through app stores"),
    ("p", "If you buy a Subscription through a mobile app store, for example on an iOS or Android device, "
          "the app store, not Driftnote, processes the payment, and the app store's own terms govern billing, renewals and "
          "refunds. You must cancel such a Subscription, and ask for any refund, through your app store "
          "account; Driftnote cannot cancel or refund app store purchases. Section 4.6 does not apply "
          "to them."),
    ("h2", "21.4 Driftnote for Education"),
    ("p", "Schools and universities that sign a Driftnote for Education agreement can give Team "
          "features to students and staff at no charge, for up to 5,000 users per institution. The "
          "school acts as the Workspace Owner and is responsible for obtaining any consent required "
          "from parents or guardians for students under 16. Student Accounts in an Education Workspace "
          "are not shown in search engines or public directories, and third-party advertising is never "
          "shown to them. When a student leaves the school, the student may transfer personal "
          "notebooks to a personal Account within 90 days after being removed from the Workspace."),
    ("h2", "21.5 Web clipper and e-mail to Driftnote"),
    ("p", "The Driftnote web clipper saves copies of web pages to your Account at your request. You are "
          "responsible for making sure that you have the right to save and share the pages you clip. "
          "Each Account also gets a private e-mail address for forwarding e-mails into Driftnote; "
          "forwarded e-mails may be up to 25 MB including attachments, and the Free Plan can forward "
          "up to 50 e-mails per month. Keep that address private, because anyone who knows it can add "
          "notes to your Account."),
]))


# ---------------------------------------------------------------------------------------
# Rendering
# ---------------------------------------------------------------------------------------

LINE = 5.0


class Terms(FPDF):
    def header(self) -> None:
        if self.page_no() == 1:
            return
        self.set_font("Times", "I", 8.5)
        self.set_text_color(80, 80, 80)
        self.cell(0, 5, kit.latin1(f"{TITLE} - {UPDATED}"), align="C", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        self.ln(4)
        self.set_text_color(0, 0, 0)

    def footer(self) -> None:
        self.set_y(-13)
        self.set_font("Times", "", 8.5)
        self.set_text_color(80, 80, 80)
        self.cell(0, 5, f"Page {self.page_no()} of {{nb}}", align="C")
        self.set_text_color(0, 0, 0)


def _para(pdf: FPDF, text: str, size: float = 10.4, style: str = "", indent: float = 0,
          first: str = "") -> None:
    """A left-aligned paragraph; `first` is a section number set in bold in the indent before it."""
    if first:
        pdf.set_font("Times", style, size)  # the font a page break here starts the new page in
        if pdf.get_y() > pdf.page_break_trigger - LINE:
            pdf.add_page()
        pdf.set_x(pdf.l_margin)
        pdf.set_font("Times", "B", size)
        pdf.cell(indent, LINE, first)
    kit.paragraph(pdf, text, "Times", style, size, LINE, indent)


def _definition(pdf: FPDF, term: str, text: str) -> None:
    pdf.set_font("Times", "", 10.2)
    pdf.set_x(pdf.l_margin + 6)
    pdf.multi_cell(0, LINE, kit.latin1(f"**\"{term}\"** means {text}"), markdown=True,
                   new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.ln(1)


def _render_blocks(pdf: FPDF, blocks: list) -> None:
    for block in blocks:
        kind = block[0]
        if kind == "h2":
            kit.heading(pdf, block[1], 10.6, 5.5, keep=20, before=1, family="Times")
        elif kind == "p":
            _para(pdf, block[1])
            pdf.ln(1.8)
        elif kind == "caps":
            _para(pdf, block[1], size=9.6)
            pdf.ln(1.8)
        elif kind == "n":
            _para(pdf, block[2], indent=12, first=block[1])
            pdf.ln(1.5)
        elif kind == "def":
            _definition(pdf, block[1], block[2])
        elif kind == "ul":
            kit.list_items(pdf, block[1], font=("Times", "", 10.2), line=LINE,
                           marker=lambda n, _: kit.label(pdf, 5, 5, LINE, f"({chr(ord('a') + n - 1)})"),
                           body=lambda item: _para(pdf, item, indent=12), spacing=0.5, after=1)
        else:  # pragma: no cover - content bug
            raise ValueError(f"unknown block {kind!r}")


def build(out: Path) -> int:
    pdf = kit.new_document(
        Terms, margins=(25, 18, 25), bottom=20, title=TITLE, author=COMPANY,
        subject="Terms of Service for the Driftnote note-taking, file sync and sharing services",
        script=Path(__file__).name, created=CREATED)

    pdf.add_page()
    pdf.ln(4)
    pdf.set_font("Times", "B", 20)
    pdf.cell(0, 10, TITLE, align="C", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.set_font("Times", "I", 10.5)
    pdf.cell(0, 6, kit.latin1(UPDATED), align="C", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.ln(6)
    _render_blocks(pdf, PREAMBLE)
    for title, blocks in SECTIONS:
        kit.heading(pdf, title.upper(), 12.5, 6.5, keep=30, before=3, after=1, family="Times")
        _render_blocks(pdf, blocks)

    kit.save(pdf, out)
    return pdf.page_no()


def main() -> int:
    out = kit.out_argument(__doc__, DEFAULT_OUT)
    pages = build(out)
    print(f"wrote {out} ({out.stat().st_size} bytes, {pages} pages)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
