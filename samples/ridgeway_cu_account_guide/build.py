"""Build samples/documents/ridgeway-cu-account-guide.pdf with fpdf2.

The account guide and schedule of fees of Ridgeway Valley Federal Credit Union, an invented credit union.
fpdf2 is not a project dependency; install it in a throwaway virtualenv:
    python3 -m venv /tmp/venv_bank && /tmp/venv_bank/bin/pip install fpdf2
    /tmp/venv_bank/bin/python samples/ridgeway_cu_account_guide/build.py

The creation date is fixed, so a rebuild gives identical bytes. Text is set in DejaVu Sans, which fpdf2 embeds
as a subset: from $DEJAVU_FONT_DIR, else where Debian and Ubuntu install it (fonts-dejavu-core).
"""

import os
from datetime import datetime, timezone
from pathlib import Path

from fpdf import FPDF
from fpdf.fonts import FontFace

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "documents" / "ridgeway-cu-account-guide.pdf"
FONT_DIR = Path(os.environ.get("DEJAVU_FONT_DIR", "/usr/share/fonts/truetype/dejavu"))

NAVY = (23, 52, 92)
TEAL = (0, 112, 122)
GREY = (90, 90, 90)
LIGHT = (232, 239, 247)
GROUP = (214, 226, 240)
CALLOUT_BG = (255, 246, 224)
CALLOUT_EDGE = (214, 150, 30)


class Guide(FPDF):
    def header(self):
        if self.page_no() == 1:
            return
        self.set_font("DejaVu", "", 7.5)
        self.set_text_color(*GREY)
        self.set_xy(self.l_margin, 9)
        self.cell(0, 4, "Ridgeway Valley Federal Credit Union  |  Account Guide & Schedule of Fees", align="L")
        self.set_xy(self.l_margin, 9)
        self.cell(0, 4, "Effective March 1, 2025", align="R")
        self.set_draw_color(*TEAL)
        self.set_line_width(0.4)
        self.line(self.l_margin, 14.5, self.w - self.r_margin, 14.5)
        self.set_text_color(0, 0, 0)
        self.set_y(19)

    def footer(self):
        self.set_y(-13)
        self.set_draw_color(200, 200, 200)
        self.set_line_width(0.2)
        self.line(self.l_margin, self.get_y() - 1.5, self.w - self.r_margin, self.get_y() - 1.5)
        self.set_font("DejaVu", "", 7.5)
        self.set_text_color(*GREY)
        self.cell(0, 4, "Federally insured by NCUA. Form RV-200 (03/2025)", align="L")
        self.set_x(self.l_margin)
        self.cell(0, 4, f"Page {self.page_no()} of {{nb}}", align="R")
        self.set_text_color(0, 0, 0)

    # ---- text helpers -------------------------------------------------------------------
    def h1(self, text):
        if self.get_y() > self.h - 60:
            self.add_page()
        self.ln(3)
        self.start_section(text, level=0)
        self.h1_pages[text.split(".")[0]] = self.page_no()
        self.set_font("DejaVu", "B", 15)
        self.set_text_color(*NAVY)
        self.multi_cell(0, 8, text, new_x="LMARGIN", new_y="NEXT")
        self.set_draw_color(*NAVY)
        self.set_line_width(0.6)
        self.line(self.l_margin, self.get_y() + 0.5, self.l_margin + 40, self.get_y() + 0.5)
        self.ln(3)
        self.set_text_color(0, 0, 0)

    def h2(self, text):
        if self.get_y() > self.h - 45:
            self.add_page()
        self.ln(2)
        self.start_section(text, level=1)
        self.set_font("DejaVu", "B", 11.5)
        self.set_text_color(*TEAL)
        self.multi_cell(0, 6, text, new_x="LMARGIN", new_y="NEXT")
        self.ln(0.5)
        self.set_text_color(0, 0, 0)

    def h3(self, text):
        if self.get_y() > self.h - 40:
            self.add_page()
        self.ln(1)
        self.set_font("DejaVu", "B", 9.5)
        self.set_text_color(*NAVY)
        self.multi_cell(0, 5, text, new_x="LMARGIN", new_y="NEXT")
        self.set_text_color(0, 0, 0)

    def para(self, text, size=9.2, gap=2):
        self.set_font("DejaVu", "", size)
        self.multi_cell(0, 4.6, text, new_x="LMARGIN", new_y="NEXT", markdown=True)
        self.ln(gap)

    def small(self, text, gap=1):
        self.set_font("DejaVu", "", 7.6)
        self.set_text_color(60, 60, 60)
        self.multi_cell(0, 3.7, text, new_x="LMARGIN", new_y="NEXT", markdown=True)
        self.set_text_color(0, 0, 0)
        self.ln(gap)

    def bullets(self, items, indent=5):
        self.set_font("DejaVu", "", 9.2)
        for item in items:
            x = self.l_margin + indent
            self.set_x(x)
            self.cell(4, 4.6, "\u2022")
            self.multi_cell(self.w - self.r_margin - x - 4, 4.6, item, new_x="LMARGIN", new_y="NEXT",
                            markdown=True)
            self.ln(0.8)
        self.ln(1.5)

    def steps(self, items, indent=3):
        self.set_font("DejaVu", "", 9.2)
        for n, item in enumerate(items, 1):
            x = self.l_margin + indent
            self.set_x(x)
            self.set_font("DejaVu", "B", 9.2)
            self.cell(6, 4.6, f"{n}.")
            self.set_font("DejaVu", "", 9.2)
            self.multi_cell(self.w - self.r_margin - x - 6, 4.6, item, new_x="LMARGIN", new_y="NEXT",
                            markdown=True)
            self.ln(1)
        self.ln(1.5)

    def callout(self, title, text):
        self.ln(1)
        x, w = self.l_margin, self.w - self.l_margin - self.r_margin
        self.set_font("DejaVu", "", 9)
        lines = self.multi_cell(w - 10, 4.6, text, dry_run=True, output="LINES", markdown=True)
        height = 4 + 5.5 + 4.6 * len(lines) + 3
        if self.get_y() + height > self.h - self.b_margin:
            self.add_page()
        y = self.get_y()
        self.set_fill_color(*CALLOUT_BG)
        self.set_draw_color(*CALLOUT_EDGE)
        self.set_line_width(0.3)
        self.rect(x, y, w, height, style="DF")
        self.set_fill_color(*CALLOUT_EDGE)
        self.rect(x, y, 1.8, height, style="F")
        self.set_xy(x + 5, y + 3)
        self.set_font("DejaVu", "B", 9.5)
        self.set_text_color(140, 85, 0)
        self.cell(w - 10, 5.5, title, new_x="LEFT", new_y="NEXT")
        self.set_text_color(0, 0, 0)
        self.set_font("DejaVu", "", 9)
        self.multi_cell(w - 10, 4.6, text, new_x="LMARGIN", new_y="NEXT", markdown=True)
        self.set_y(y + height + 3)

    def grid(self, rows, widths, align=None, size=8.6, groups=(), group_cols=None, gap=2):
        """A ruled table; rows[0] are the headings (repeated after a page break); rows whose
        first item is in `groups` are drawn as a single shaded group row spanning every column."""
        self.set_font("DejaVu", "", size)
        self.set_draw_color(170, 180, 195)
        self.set_line_width(0.2)
        head = FontFace(emphasis="BOLD", color=(255, 255, 255), fill_color=NAVY)
        grp = FontFace(emphasis="BOLD", color=NAVY, fill_color=GROUP)
        ncol = len(widths)
        self.set_fill_color(255, 255, 255)
        with self.table(cell_fill_color=(243, 246, 250), cell_fill_mode="ROWS", col_widths=widths, text_align=align or "LEFT", headings_style=head,
                        line_height=4.4, repeat_headings=1, padding=(1.2, 1.6, 1.2, 1.6),
                        width=min(sum(widths), self.epw), align="LEFT") as table:
            for r in rows:
                row = table.row()
                if r[0] in groups:
                    row.cell(r[0], colspan=ncol, style=grp, align="LEFT")
                    continue
                for c in r:
                    row.cell(c)
        self.ln(gap)


def build(toc_pages):
    pdf = Guide(format="Letter", unit="mm")
    pdf.h1_pages = {}
    pdf.set_creation_date(datetime(2025, 2, 24, 16, 0, tzinfo=timezone.utc))
    pdf.set_title("Account Guide & Schedule of Fees")
    pdf.set_author("Ridgeway Valley Federal Credit Union")
    pdf.set_subject("Deposit accounts, fees, cards, funds availability and service information")
    pdf.set_creator("Ridgeway Valley FCU Member Communications")
    pdf.set_producer("fpdf2")
    pdf.add_font("DejaVu", "", FONT_DIR / "DejaVuSans.ttf")
    pdf.add_font("DejaVu", "B", FONT_DIR / "DejaVuSans-Bold.ttf")
    pdf.add_font("DejaVu", "I", FONT_DIR / "DejaVuSans-Oblique.ttf")
    pdf.set_margins(18, 19, 18)
    pdf.set_auto_page_break(True, margin=18)
    pdf.alias_nb_pages()
    pdf.add_page()
    W = pdf.w - 36

    # ------------------------------------------------------------------ page 1: cover
    pdf.set_fill_color(*NAVY)
    pdf.rect(0, 0, pdf.w, 50, style="F")
    pdf.set_xy(18, 12)
    pdf.set_text_color(255, 255, 255)
    pdf.set_font("DejaVu", "B", 22)
    pdf.cell(0, 10, "Ridgeway Valley Federal Credit Union", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("DejaVu", "", 14)
    pdf.cell(0, 8, "Account Guide & Schedule of Fees", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("DejaVu", "", 9.5)
    pdf.cell(0, 7, "Personal accounts  \u2022  Effective March 1, 2025  \u2022  Rates as of February 24, 2025",
             new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(0, 0, 0)
    pdf.set_y(58)
    pdf.para(
        "Welcome to Ridgeway Valley. This guide explains how our personal deposit accounts work, what they cost "
        "and how to reach us. It forms part of your Membership and Account Agreement. Where this guide and the "
        "Agreement differ, the Agreement controls; where a rate or fee changes, we will give you the notice the "
        "law requires, usually at least 30 days before the change takes effect. Business accounts, loans and "
        "credit cards are described in separate disclosures available at any branch.")
    pdf.para(
        "All times in this guide are Mountain Time (MT). A business day is Monday through Friday, excluding "
        "federal holidays. Annual Percentage Yield (APY) figures are accurate as of February 24, 2025 and may "
        "change after the account is opened, except for certificates, whose rate is fixed for the term.")
    pdf.h2("In this guide")
    toc = [
        ("1", "Checking accounts"), ("2", "Savings and money market accounts"),
        ("3", "Share certificates"), ("4", "Schedule of fees"),
        ("5", "ATMs and your debit card"), ("6", "Mobile deposit"),
        ("7", "Funds availability policy"), ("8", "Disputes, lost and stolen cards"),
        ("9", "Opening and closing an account"), ("10", "Branches, hours and holidays"),
        ("11", "Contact directory"), ("12", "Frequently asked questions"),
    ]
    pdf.set_font("DejaVu", "", 9.5)
    for num, title in toc:
        pdf.set_x(23)
        pdf.cell(10, 5.0, num)
        pdf.cell(W - 25, 5.0, title)
        pdf.cell(10, 5.0, str(toc_pages.get(num, "")), align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    pdf.callout(
        "We will never ask for your PIN",
        "Ridgeway Valley staff will never call, text or e-mail you to ask for your PIN, your full card number, "
        "your digital banking password or a one-time passcode we sent you. If anyone does, even if the caller ID "
        "shows our name, hang up and call Card Services at **1-800-555-0148**.")
    pdf.h2("About your membership")
    pdf.para(
        "Ridgeway Valley is a not-for-profit financial cooperative owned by its members. Membership is open to "
        "anyone who lives, works, worships or attends school in Tamarack, Bonner Creek or Wilder County, Idaho, "
        "and to the immediate family and household members of current members. Every member keeps a Membership "
        "Share Savings account with at least the $5.00 par value on deposit. Deposits are federally insured by "
        "the National Credit Union Administration (NCUA) up to $250,000 per share owner, per ownership category.")
    pdf.para("Our routing number is **324179581**. Before asking someone outside the United States to wire money "
             "to you, read section 4.3.", gap=0)

    # ------------------------------------------------------------------ 1 checking
    pdf.add_page()
    pdf.h1("1. Checking accounts")
    pdf.para(
        "Every checking account comes with a Visa debit card, digital banking, bill pay, Pay-a-Person transfers "
        "and e-Statements at no charge. Choose the tier that fits how you bank; you can switch tiers at any time "
        "without opening a new account, and the change takes effect on the first day of the next statement cycle.")
    pdf.h2("1.1 Compare our checking tiers")
    pdf.grid([
        ("Feature", "Essential Checking", "Rewards Checking", "Premier Checking"),
        ("Minimum deposit to open", "$25", "$25", "$1,000"),
        ("Monthly service fee", "None", "None", "$20, waived with $25,000 in combined balances\u00b9"),
        ("Dividends (APY)", "None", "3.00% on balances up to $15,000 when qualified\u00b2", "0.15% on all balances"),
        ("Out-of-network ATM fee refunds", "None", "Up to $20 per statement cycle when qualified",
         "Unlimited at U.S. ATMs"),
        ("Statements", "Paper $2.00/month; e-Statements free", "e-Statements required", "Paper or e-Statements free"),
        ("Cashier's checks", "$5.00 each", "$5.00 each", "Free"),
        ("Standard checks", "Member pays", "Member pays", "Free (Ridgeway Classic style)"),
        ("Debit card", "Visa Debit", "Visa Debit", "Visa Debit Signature Premier"),
        ("Incoming domestic wires", "$15.00", "$15.00", "Free"),
    ], widths=(40, 40, 50, 50))
    pdf.small(
        "\u00b9 Combined balances are the average daily balances, for the statement cycle, of all checking, savings, "
        "money market and certificate accounts on which you are the primary owner. Loan balances do not count.")
    pdf.small(
        "\u00b2 To qualify for Rewards Checking dividends and ATM fee refunds in a monthly qualification cycle (the "
        "first through the last day of the calendar month) you must (a) make at least 12 debit card purchases that "
        "post and settle, (b) be enrolled in e-Statements and (c) receive at least one direct deposit or ACH credit "
        "of $250 or more. ATM withdrawals and transfers between your own accounts do not count as purchases. The "
        "portion of the balance above $15,000 earns 0.25% APY. In a cycle in which you do not qualify, the whole "
        "balance earns 0.01% APY and no ATM fee refunds are paid.", gap=3)
    pdf.h2("1.2 Teen Checking")
    pdf.para(
        "Teen Checking is for members aged 13 to 17 and must be opened jointly with a parent or guardian who is "
        "18 or older. It has the features and pricing of Essential Checking, with e-Statements free and a lower "
        "debit card limit (see section 5.3). No overdraft coverage is offered on Teen Checking; a transaction "
        "that would overdraw the account is declined. When the primary owner turns 18, the account converts to "
        "Essential Checking automatically, and the owner can ask for a different tier.")
    pdf.h2("1.3 Overdraft options")
    pdf.para(
        "You can choose how we handle transactions when your available balance is not enough. With **Overdraft "
        "Transfer**, we move the amount needed from your savings or money market account, in $1.00 increments, "
        "at no charge. With an **Overdraft Line of Credit** (subject to credit approval) we advance funds from the "
        "line, charging interest at the line's rate but no transfer fee. With **Standard Overdraft Coverage**, we "
        "may pay checks, ACH debits and recurring debit card payments and charge the overdraft fee shown in "
        "section 4. We pay ATM withdrawals and one-time (everyday) debit card purchases into overdraft only if you "
        "have opted in, which you can do, or undo, in digital banking or by calling the Member Contact Center.")
    pdf.para(
        "We post items each business day night in this order: deposits and incoming transfers first, then "
        "debit card and ATM transactions in the order they were authorized, then checks in check-number order, "
        "then ACH debits from lowest to highest amount.", gap=0)

    # ------------------------------------------------------------------ 2 savings
    pdf.h1("2. Savings and money market accounts")
    pdf.h2("2.1 Savings accounts")
    pdf.grid([
        ("Account", "To open", "APY", "How it works"),
        ("Membership Share Savings", "$5.00 par value", "0.10%",
         "Balance of $100 or more needed to earn dividends. Par value must stay on deposit."),
        ("Holiday Club Savings", "$0", "0.50%",
         "Balance moves to your checking account on November 1. A withdrawal before then closes the club."),
        ("Youth Savings (under 18)", "$0", "2.00% on the first $1,000; 0.10% above",
         "Joint owner 18 or older required for members under 14."),
        ("Vacation Savings", "$0", "0.25%", "Withdrawals allowed at any time; no minimum balance."),
    ], widths=(40, 28, 38, 74))
    pdf.para(
        "Dividends on savings accounts are calculated by the daily balance method, compounded monthly and credited "
        "on the last day of each month. If you close a savings account before dividends are credited, you will "
        "not receive the accrued dividends.")
    pdf.h2("2.2 Money Market Savings")
    pdf.para(
        "Money Market Savings pays a higher, tiered rate in exchange for a larger balance. It opens with $2,500. "
        "The rate of the tier your whole end-of-day balance falls into applies to the entire balance that day. "
        "A $10.00 monthly fee applies in any month in which the average daily balance falls below $2,500.")
    pdf.grid([
        ("Balance tier", "Dividend rate", "APY"),
        ("$0.00 to $2,499.99", "0.10%", "0.10%"),
        ("$2,500.00 to $9,999.99", "1.24%", "1.25%"),
        ("$10,000.00 to $49,999.99", "2.08%", "2.10%"),
        ("$50,000.00 to $99,999.99", "2.57%", "2.60%"),
        ("$100,000.00 and over", "3.01%", "3.05%"),
    ], widths=(70, 45, 45), align=("LEFT", "RIGHT", "RIGHT"))
    pdf.h3("Withdrawals from a money market account")
    pdf.para(
        "You may make up to six withdrawals or transfers out of Money Market Savings per calendar month by "
        "check, digital banking, Pay-a-Person or preauthorized transfer. Withdrawals in person at a branch or at "
        "an ATM do not count toward the six. Each withdrawal over the limit is charged an excessive withdrawal "
        "fee (section 4); if the limit is exceeded in three months of any twelve, we may convert the account to "
        "Membership Share Savings. Money Market Savings does not come with a debit card, but you can link it to "
        "your checking account's card for ATM access.", gap=0)

    # ------------------------------------------------------------------ 3 certificates
    pdf.h1("3. Share certificates")
    pdf.para(
        "A share certificate (what banks call a CD) earns a fixed rate for a set term. Dividends are compounded "
        "monthly and may be left in the certificate, transferred to savings or checking, or mailed by check. "
        "You cannot add money to a certificate during its term, except to an IRA certificate as a contribution.")
    pdf.h2("3.1 Certificate rates")
    pdf.grid([
        ("Term", "Standard rate", "Standard APY", "Jumbo rate", "Jumbo APY"),
        ("3 months", "1.48%", "1.49%", "1.58%", "1.59%"),
        ("6 months", "3.45%", "3.50%", "3.55%", "3.60%"),
        ("12 months", "3.98%", "4.05%", "4.07%", "4.15%"),
        ("24 months", "3.74%", "3.80%", "3.83%", "3.90%"),
        ("36 months", "3.54%", "3.60%", "3.64%", "3.70%"),
        ("60 months", "3.35%", "3.40%", "3.45%", "3.50%"),
    ], widths=(36, 36, 36, 36, 36), align=("LEFT", "RIGHT", "RIGHT", "RIGHT", "RIGHT"))
    pdf.small(
        "Standard certificates require a minimum deposit of $500. Jumbo rates apply to certificates opened with "
        "$100,000 or more. Rates as of February 24, 2025. The APY assumes dividends remain on deposit until "
        "maturity; a withdrawal of dividends will reduce earnings.", gap=3)
    pdf.h2("3.2 13-month certificate special")
    pdf.para(
        "For a limited time, our 13-month certificate earns **4.40% APY** (4.31% dividend rate) with a minimum "
        "deposit of $1,000. The special requires new money: funds not already on deposit with Ridgeway Valley in "
        "the 30 days before opening. The special renews at maturity into a standard 12-month certificate.")
    pdf.h2("3.3 Maturity, renewal and early withdrawal")
    pdf.para(
        "About 30 days before a certificate matures we will send you a maturity notice. Certificates renew "
        "automatically for the same term at the rate then in effect for that term unless you tell us otherwise. "
        "After maturity you have a **grace period of 10 calendar days** to withdraw or add funds, or change the "
        "term, without penalty. A certificate renewed into a term we no longer offer renews into the next shorter "
        "term.")
    pdf.para(
        "If you withdraw principal before maturity, we charge an early withdrawal penalty. For terms of 12 months "
        "or less, the penalty equals 90 days of dividends on the amount withdrawn; for terms longer than 12 "
        "months, it equals 180 days of dividends on the amount withdrawn, whether or not the dividends have been "
        "earned. The penalty may reduce principal. We waive the penalty on the death of an owner or when a court "
        "declares an owner legally incompetent. Withdrawals of dividends already credited are not penalized.")
    pdf.h3("IRA certificates")
    pdf.para(
        "Traditional and Roth IRA certificates are available in the same terms and earn the standard rates above. "
        "Withdrawals before age 59\u00bd may be subject to IRS penalties in addition to the early withdrawal "
        "penalty. Ask a branch for the IRA disclosure before you open one.", gap=0)

    # ------------------------------------------------------------------ 4 fees
    pdf.add_page()
    pdf.h1("4. Schedule of fees")
    pdf.para(
        "The fees below apply to all personal accounts unless the table or a footnote says otherwise. Fees are "
        "charged to the account on which the service was provided on the day the service is provided, unless a "
        "monthly fee is shown, which is charged on the last business day of the statement cycle.")
    pdf.h2("4.1 Account fees by service")
    groups = ("Account maintenance", "Overdraft and returned items", "Wires", "Cards", "ATMs",
              "Statements, research and checks", "Other services")
    pdf.grid([
        ("Service", "Fee", "Notes"),
        ("Account maintenance",),
        ("Paper statement (Essential Checking)", "$2.00 per month", "Free with e-Statements"),
        ("Money Market Savings below minimum", "$10.00 per month", "Average daily balance under $2,500"),
        ("Excessive money market withdrawal", "$10.00 each", "Over six per calendar month"),
        ("Dormant account", "$5.00 per month", "No member activity for 24 months and balance under $500"),
        ("Account closed within 90 days of opening", "$25.00", "Not charged on Membership Share Savings"),
        ("Overdraft and returned items",),
        ("Overdraft fee, per item paid\u00b9", "$29.00", "Standard Overdraft Coverage"),
        ("Returned item (NSF) fee, per item returned", "$29.00", "Checks and ACH debits we return unpaid"),
        ("Daily maximum for overdraft and NSF fees", "3 fees per day", "Up to $87.00 per business day"),
        ("Overdraft Transfer from savings or money market", "No charge", ""),
        ("Deposited item returned unpaid", "$12.00 per item", "A check you deposited that bounces"),
        ("Stop payment, per item or range", "$30.00", "$20.00 when placed in digital banking"),
        ("Wires",),
        ("Incoming domestic wire", "$15.00", "Free for Premier Checking"),
        ("Outgoing domestic wire, branch or phone", "$30.00", "One free per month for Premier Checking"),
        ("Outgoing domestic wire, digital banking", "$25.00", "Up to $25,000 per day"),
        ("Outgoing international wire\u00b2", "$55.00", "U.S. dollars or foreign currency"),
        ("Wire recall, trace or amendment", "$35.00", "Return not guaranteed"),
        ("Cards",),
        ("Replacement debit card, standard mail", "$5.00", "Arrives in 7 to 10 business days"),
        ("Expedited card delivery", "$35.00", "Arrives in 2 business days"),
        ("Instant-issue card at a branch", "No charge", "Larkin Falls Main Office and Eastgate only"),
        ("Foreign transaction fee\u00b3", "1% of the transaction", "Purchases and ATM withdrawals"),
        ("Card dispute", "No charge", ""),
        ("ATMs",),
        ("Ridgeway Valley and ShareLink ATMs", "No charge", "See section 5.1"),
        ("Other ATMs in the U.S., per withdrawal", "$2.50", "ATM owner may add a surcharge"),
        ("ATMs outside the U.S., per withdrawal", "$5.00", "Plus the 1% foreign transaction fee"),
        ("Balance inquiry at another ATM", "$1.00", ""),
        ("Statements, research and checks",),
        ("Statement copy", "$3.00 each", "Free in digital banking"),
        ("Copy of a paid check", "$3.00 each", "Free in digital banking for 24 months"),
        ("Account research or reconciliation", "$25.00 per hour", "One hour minimum"),
        ("Cashier's check", "$5.00", "Free for Premier Checking"),
        ("Money order", "$3.00", "Up to $1,000"),
        ("Counter checks", "$1.00 per sheet of 3", ""),
        ("Foreign check collection", "$25.00", "Plus any correspondent bank fees"),
        ("Other services",),
        ("Legal process (levy, garnishment, subpoena)", "$75.00", "Per order received"),
        ("Coin counting", "No charge for members", "Non-members: 8% of the total"),
        ("Notary service", "No charge for members", "By appointment"),
        ("Safe deposit box, 3 x 5 inch", "$30.00 per year", "Larkin Falls Main Office only"),
        ("Safe deposit box, 5 x 10 inch", "$65.00 per year", "Larkin Falls Main Office only"),
        ("Safe deposit box, lost key / drilling", "$25.00 / $150.00", ""),
        ("External transfer to another institution", "No charge", "Next-day delivery: $3.00"),
        ("Pay-a-Person and bill pay", "No charge", ""),
    ], widths=(78, 42, 60), groups=groups)
    pdf.small(
        "\u00b9 No overdraft fee is charged if your account is overdrawn by $10.00 or less at the end of the "
        "business day, or for an item of $10.00 or less. We never charge an overdraft fee on Teen Checking, which "
        "does not offer overdraft coverage.")
    pdf.small(
        "\u00b2 Intermediary and beneficiary banks may deduct their own charges, so the recipient may receive less "
        "than the amount sent. For a wire in foreign currency, the exchange rate is set by our correspondent bank "
        "when the wire is sent.")
    pdf.small(
        "\u00b3 Charged by Ridgeway Valley on any card transaction processed outside the United States, even when "
        "the transaction is in U.S. dollars.", gap=3)
    pdf.h2("4.2 Sending a wire")
    pdf.para(
        "Outgoing domestic wires requested by **2:00 p.m. MT** on a business day are sent the same day; "
        "international wires must be requested by **11:00 a.m. MT** and are usually received in 1 to 3 business "
        "days. We call you back at the phone number on file to verify every wire of $10,000 or more before we "
        "send it. Wires requested in digital banking need a one-time passcode and can be scheduled up to 30 days "
        "ahead.")
    pdf.h2("4.3 Receiving a wire")
    pdf.para(
        "To receive a domestic wire, give the sender our routing number, 324179581, your name as it appears on the "
        "account and your 10-digit member account number. Incoming wires are credited on the business day we "
        "receive them when they arrive before 4:00 p.m. MT. Ridgeway Valley receives wires from outside the United "
        "States only through our correspondent bank; call the Wire Transfer Desk for the instructions the sender "
        "will need.", gap=0)

    # ------------------------------------------------------------------ 5 ATMs & cards
    pdf.h1("5. ATMs and your debit card")
    pdf.h2("5.1 Where you can use an ATM free")
    pdf.para(
        "You can withdraw cash without a fee at the 42 Ridgeway Valley ATMs in our area and at more than 28,000 "
        "ShareLink network ATMs across the country. Find them in the mobile app under Locations, which also shows "
        "which machines accept deposits.")
    pdf.bullets([
        "At any other ATM in the United States we charge $2.50 per withdrawal, and the ATM owner may add its own "
        "surcharge, which it must disclose on screen before you continue.",
        "Rewards Checking members who qualify get up to $20 of these fees and surcharges refunded each statement "
        "cycle; Premier Checking members get all of them refunded for ATMs in the U.S. Refunds are credited on the "
        "last business day of the month.",
        "Ridgeway Valley ATMs accept cash and check deposits without an envelope. Deposits made at our ATMs "
        "before 6:00 p.m. MT on a business day are credited that day. Some ShareLink ATMs accept deposits; these "
        "are credited the next business day after the ATM owner forwards them.",
        "The ATM owner may set a lower per-withdrawal maximum than your daily card limit.",
    ])
    pdf.h2("5.2 Card controls and alerts")
    pdf.para(
        "In the mobile app, open Cards to lock or unlock your card, block transactions by merchant type or outside "
        "the U.S., and turn on alerts for every purchase over an amount you choose. We send fraud alerts by text "
        "message from short code 73847; reply YES or NO. You do not need to tell us before you travel, but keep "
        "your mobile number current so our alerts reach you.")
    pdf.h2("5.3 Daily debit card limits")
    pdf.grid([
        ("Card", "ATM cash withdrawals", "Purchases (PIN and signature)"),
        ("Visa Debit (Essential and Rewards Checking)", "$600 per day", "$3,000 per day"),
        ("Visa Debit Signature Premier", "$1,500 per day", "$10,000 per day"),
        ("Teen Checking Visa Debit", "$200 per day", "$500 per day"),
    ], widths=(80, 45, 55))
    pdf.para(
        "Daily limits reset at 12:00 a.m. (midnight) MT. Cash back at a store counts toward the ATM limit. If you "
        "need a higher limit for a particular purchase, such as a car repair or a closing deposit, call Card "
        "Services; a temporary increase lasts up to 3 days.", gap=0)

    # ------------------------------------------------------------------ 6 mobile deposit
    pdf.h1("6. Mobile deposit")
    pdf.para(
        "Deposit checks with the camera in the Ridgeway Valley mobile app: choose Deposit, select the account, "
        "enter the amount, and photograph the front and back of the check on a dark, flat surface.")
    pdf.h2("6.1 Mobile deposit limits")
    pdf.grid([
        ("Who", "Per day", "Per rolling 30 days"),
        ("Members for fewer than 90 days", "$1,000", "$3,000"),
        ("Members for 90 days or more", "$5,000", "$15,000"),
        ("Premier Checking owners", "$25,000", "$50,000"),
    ], widths=(80, 45, 55))
    pdf.h2("6.2 Cut-off time and endorsement")
    pdf.para(
        "Mobile deposits submitted by **7:00 p.m. MT** on a business day are received that day. Deposits "
        "submitted after 7:00 p.m. MT, or on a weekend or federal holiday, are received on the next business day. "
        "Endorse each check with your signature and the words \"For Mobile Deposit Only at Ridgeway Valley FCU\". "
        "A check without this endorsement may be rejected. Keep the paper check in a safe place for 30 days after "
        "the deposit posts, then shred it.")
    pdf.para("We cannot accept these items by mobile deposit:")
    pdf.bullets([
        "checks payable to someone other than the account owners, or endorsed over to you by another person;",
        "checks drawn on a bank outside the United States, or written in a foreign currency;",
        "U.S. savings bonds, traveler's checks, and checks marked \"void\" or \"non-negotiable\";",
        "checks dated more than six months ago, or post-dated checks;",
        "substitute checks (a printed image of a check) and remotely created checks.",
    ])

    # ------------------------------------------------------------------ 7 funds availability
    pdf.h1("7. Funds availability policy")
    pdf.para(
        "Our policy is to make funds from your cash and check deposits available to you as set out below. During "
        "the delay you may not withdraw the funds in cash and we will not use the funds to pay checks or other "
        "items that you have written.", size=8.8)
    pdf.h3("7.1 Determining the day of a deposit")
    pdf.para(
        "For determining the availability of your deposits, every day is a business day except Saturdays, "
        "Sundays and federal holidays. If you make a deposit at a branch before the branch closes, at a Ridgeway "
        "Valley ATM before 6:00 p.m. MT, or by mobile deposit before 7:00 p.m. MT on a business day that we are "
        "open, we will consider that day to be the day of your deposit. However, if you make a deposit after "
        "those times, or on a day we are not open, we will consider that the deposit was made on the next "
        "business day we are open. Deposits at our branches on Columbus Day and Veterans Day, when our branches "
        "are open but the Federal Reserve is closed, are treated as received on the next business day.",
        size=8.8)
    pdf.h3("7.2 Our general policy")
    pdf.para(
        "Funds from electronic direct deposits, incoming wire transfers and cash deposited in person to a teller "
        "will be available on the day we receive the deposit. Funds from U.S. Treasury checks, checks drawn on "
        "Ridgeway Valley, and cashier's, certified and teller's checks deposited in person will be available on "
        "the first business day after the day of deposit. For other check deposits, including mobile and ATM "
        "deposits, the first $225 of your deposits on any one business day will be available on the first "
        "business day after the day of your deposit, and the remaining funds will be available on the second "
        "business day after the day of your deposit. For example, if you deposit a $700 check on a Monday, $225 "
        "will be available on Tuesday and the remaining $475 on Wednesday. Cash deposited at an ATM is available "
        "on the first business day after the day of deposit.", size=8.8)
    pdf.h3("7.3 Longer delays may apply")
    pdf.para(
        "In some cases we will not make all of the funds that you deposit by check available as described above. "
        "Depending on the type of check you deposit, funds may not be available until the seventh business day "
        "after the day of your deposit; the first $225 of your deposits, however, will be available on the first "
        "business day. If we are not going to make all of the funds available on the day described above, we "
        "will notify you at the time you make your deposit, or, if the deposit is not made in person or we "
        "decide to delay after you have left, we will mail or e-mail you the notice by the business day after we "
        "receive the deposit. Further delays may apply if you deposit checks totalling more than $5,525 on any "
        "one day; you redeposit a check that has been returned unpaid; you have overdrawn your account repeatedly "
        "in the last six months; we believe a check you deposit will not be paid; or there is an emergency, such "
        "as a failure of computer or communications equipment.", size=8.8)
    pdf.h3("7.4 Special rules for new accounts")
    pdf.para(
        "If you are a new member, the following special rules apply during the first 30 days your account is "
        "open. Funds from electronic direct deposits, wire transfers and cash deposits will be available on the "
        "day we receive the deposit. The first $5,525 of a day's total deposits of cashier's, certified, teller's, "
        "traveler's and federal, state and local government checks will be available on the first business day "
        "after the day of deposit if the deposit meets certain conditions; the excess over $5,525 will be "
        "available on the ninth business day after the day of deposit. Funds from all other check deposits will "
        "be available on the seventh business day after the day of deposit.", size=8.8)
    pdf.h3("7.5 Holds on other funds and foreign checks")
    pdf.para(
        "If we cash a check for you that is drawn on another institution, we may withhold the availability of a "
        "corresponding amount of funds already in your account. Checks drawn on institutions outside the United "
        "States are not subject to this policy; we send them for collection, and the funds are credited when we "
        "receive final payment, which usually takes 4 to 8 weeks.", size=8.8, gap=0)

    # ------------------------------------------------------------------ 8 disputes, lost cards
    pdf.h1("8. Disputes, lost and stolen cards")
    pdf.h2("8.1 How to dispute a transaction")
    pdf.para(
        "If a charge on your account is wrong, unauthorized, or for goods you never received, tell us as soon as "
        "you can. You must report an error no later than 60 days after we sent the first statement on which it "
        "appeared, or you may lose some of your rights under federal law.")
    pdf.steps([
        "For a purchase you made, contact the merchant first and ask for a refund; many problems are fixed this "
        "way. Keep a note of the date and the name of the person you spoke to.",
        "Wait until the transaction has posted. Pending transactions cannot be disputed; most post within 3 "
        "business days.",
        "In the mobile app, open the account, tap the transaction and choose **Dispute this transaction**. "
        "You can also call Card Services at 1-800-555-0148 or visit any branch.",
        "Tell us why you believe there is an error and upload any receipts, cancellation numbers or e-mails "
        "with the merchant. For fraud, we will also send you an Affidavit of Unauthorized Transaction, which "
        "must be signed and returned within 10 days.",
        "We confirm your claim within 2 business days and finish our investigation within 10 business days "
        "(20 business days for accounts open less than 30 days). If we need longer, up to 45 days (90 days for "
        "point-of-sale, foreign or new-account transactions), we will give you a provisional credit within "
        "10 business days so you have use of the money while we investigate.",
        "We send you the results in writing. If we find no error, we reverse any provisional credit and tell "
        "you at least 5 business days before we do, and you may ask for copies of the documents we relied on.",
    ])
    pdf.h2("8.2 If your card is lost or stolen")
    pdf.steps([
        "Lock the card right away in the mobile app under Cards > Lock card. A lock stops new purchases and "
        "withdrawals but lets recurring payments you have set up continue, and you can unlock it if the card "
        "turns up.",
        "Call Card Services at **1-800-555-0148**, 24 hours a day, 7 days a week, to report the card lost or "
        "stolen. We cancel the card and order a replacement with a new number. Calling from outside the U.S.? "
        "Call collect at +1-208-555-0190.",
        "Review your recent transactions with the agent or in the app and dispute anything you did not make "
        "(section 8.1).",
        "Your new card arrives in 7 to 10 business days by standard mail, or in 2 business days if you choose "
        "expedited delivery. You can also get a card the same day at the Larkin Falls Main Office or Eastgate "
        "branch.",
        "Update any merchants that charge your card automatically, such as streaming services and utilities, "
        "with the new card number and expiration date.",
    ])
    pdf.para(
        "Under Visa's Zero Liability policy you are not responsible for unauthorized Visa debit card purchases "
        "that you report promptly. For ATM and PIN transactions, your liability is limited to $50 if you tell us "
        "within 2 business days after you learn of the loss or theft.", gap=0)

    # ------------------------------------------------------------------ 9 opening/closing
    pdf.h1("9. Opening and closing an account")
    pdf.h2("9.1 Opening an account")
    pdf.para(
        "You can join and open accounts at any branch or online at ridgewayvalleycu.org/join. Online opening is "
        "available to applicants 18 or older with a U.S. address and takes about 10 minutes; you can fund the "
        "new account with a debit card from another institution (up to $500) or by transfer from your account "
        "elsewhere.")
    pdf.para("To open an account in a branch, please bring:")
    pdf.bullets([
        "a valid, unexpired government-issued photo ID, such as a driver's license, state ID card, passport or "
        "U.S. military ID;",
        "your Social Security number or Individual Taxpayer Identification Number (ITIN);",
        "proof of your physical address if it is not on your ID, such as a utility bill or lease dated within "
        "the last 60 days;",
        "$5.00 for the Membership Share Savings par value, plus the opening deposit for any other account;",
        "for a member under 18, the minor's birth certificate or passport and the photo ID of the joint owner.",
    ])
    pdf.h2("9.2 Closing an account")
    pdf.para(
        "You can close an account at any branch, or by sending a written request signed by all owners to "
        "Ridgeway Valley FCU, Attn: Account Services, P.O. Box 2710, Larkin Falls, ID 83622. Before closing "
        "a checking account, let outstanding checks and automatic payments clear and move your direct deposits. "
        "We mail any remaining balance by check within 5 business days or transfer it to another account you "
        "name. An account closed within 90 days of opening is charged $25.00. Closing your Membership Share "
        "Savings ends your membership, and it cannot be closed while you have a loan with us.", gap=0)

    # ------------------------------------------------------------------ 10 branches
    pdf.h1("10. Branches, hours and holidays")
    pdf.grid([
        ("Branch", "Address", "Mon to Thu", "Friday", "Saturday"),
        ("Larkin Falls Main Office", "410 Foundry Street, Larkin Falls", "9:00 a.m. to 5:00 p.m.",
         "9:00 a.m. to 6:00 p.m.", "9:00 a.m. to 1:00 p.m."),
        ("Cedar Hollow", "88 Juniper Lane, Cedar Hollow", "9:00 a.m. to 5:00 p.m.", "9:00 a.m. to 6:00 p.m.",
         "Closed"),
        ("Millbrook", "2150 Mill Road, Millbrook", "9:00 a.m. to 5:30 p.m.", "9:00 a.m. to 5:30 p.m.",
         "9:00 a.m. to 12:00 p.m."),
        ("Eastgate", "7 Eastgate Plaza, Larkin Falls", "10:00 a.m. to 6:00 p.m.", "10:00 a.m. to 6:00 p.m.",
         "10:00 a.m. to 2:00 p.m."),
    ], widths=(34, 46, 34, 34, 32), size=8.2)
    pdf.para(
        "The drive-up lanes at the Larkin Falls Main Office open at 8:00 a.m. on weekdays. All branches close "
        "at 2:00 p.m. on Christmas Eve and New Year's Eve.")
    pdf.h3("Holidays")
    pdf.para(
        "Branches and the Member Contact Center are closed on New Year's Day, Martin Luther King Jr. Day, "
        "Presidents' Day, Memorial Day, Juneteenth, Independence Day, Labor Day, Thanksgiving Day and Christmas "
        "Day. Branches are open on Columbus Day and Veterans Day (see section 7.1). When a holiday falls on a "
        "Saturday, branches that open on Saturdays are closed that day. Digital banking, the mobile app and our "
        "ATMs are available on holidays.", gap=0)

    # ------------------------------------------------------------------ 11 contacts
    pdf.h1("11. Contact directory")
    pdf.grid([
        ("Department", "Phone", "Hours (MT)"),
        ("Member Contact Center", "(208) 555-0100 or 1-800-555-0100",
         "Mon to Fri 7:00 a.m. to 7:00 p.m.; Sat 9:00 a.m. to 1:00 p.m."),
        ("Card Services: lost or stolen cards, disputes", "1-800-555-0148", "24 hours, 7 days a week"),
        ("Fraud Prevention Team", "(208) 555-0137", "Mon to Fri 8:00 a.m. to 5:00 p.m."),
        ("Wire Transfer Desk", "(208) 555-0175", "Mon to Fri 8:00 a.m. to 4:00 p.m."),
        ("Digital Banking Support", "(208) 555-0119", "Mon to Fri 7:00 a.m. to 8:00 p.m.; Sat 9:00 a.m. to 1:00 p.m."),
        ("Loan Servicing", "(208) 555-0162", "Mon to Fri 8:30 a.m. to 5:00 p.m."),
        ("Business Services", "(208) 555-0181", "Mon to Fri 8:30 a.m. to 5:00 p.m."),
    ], widths=(62, 56, 62))
    pdf.para(
        "Mail: Ridgeway Valley FCU, P.O. Box 2710, Larkin Falls, ID 83622. For account questions in writing, "
        "use secure messaging in digital banking (Support > Messages); we reply within one business day. Please "
        "do not send account numbers or card numbers by ordinary e-mail. Hearing- or speech-impaired members "
        "can reach any department through the 711 relay service.", gap=0)

    # ------------------------------------------------------------------ 12 FAQ
    pdf.h1("12. Frequently asked questions")
    faq = [
        ("How do I set up direct deposit?",
         "Give your employer our routing number, 324179581, and your 10-digit member account number, which you "
         "can find in digital banking under Account Details. You can also download a pre-filled direct deposit "
         "form from the same screen."),
        ("Can I get paid early?",
         "Yes. With Early Pay, direct deposits into any checking account are posted as soon as we receive the "
         "payment file from your employer, which can be up to 2 days before payday. Early Pay is automatic; "
         "timing depends on when your employer sends the file."),
        ("How do I order checks?",
         "In digital banking, go to Services > Reorder checks. Checks arrive in 7 to 10 business days. Premier "
         "Checking members receive the Ridgeway Classic style free."),
        ("How long are e-Statements kept in digital banking?",
         "Monthly e-Statements stay available for 24 months. For older statements, ask for a copy; the statement "
         "copy fee in section 4 applies."),
        ("How do I change my address or phone number?",
         "Update it in digital banking under Profile, at any branch, or by signed letter. For your protection, "
         "we send a confirmation to both the old and the new address."),
        ("How do I reset my digital banking password?",
         "Tap Forgot password on the login screen; we send a one-time passcode to the phone number on file. "
         "After 5 failed login attempts your access is locked for 30 minutes, or call Digital Banking Support "
         "to unlock it sooner."),
        ("Do you offer coin counting?",
         "Yes, at every branch, free for members."),
        ("Can I add someone to my account?",
         "Yes. All owners come to a branch together with photo ID and sign a new account card. A joint owner "
         "does not need to be eligible for membership on their own, but has full access to the account."),
        ("I moved out of the area. Do I have to close my accounts?",
         "No. Once you are a member, you can keep your membership and accounts for life, wherever you live."),
        ("Can I use my debit card with a mobile wallet?",
         "Yes. Add your Ridgeway Valley Visa debit card to Apple Pay, Google Pay or Samsung Pay from the Cards "
         "screen in the app. There is no fee, and mobile wallet purchases count toward your daily purchase limit."),
        ("How long does a stop payment last?",
         "A stop payment on a check stays in effect for 6 months and can be renewed for another 6 months for the "
         "same fee. Place it in digital banking under Services > Stop payment, or call the Member Contact Center."),
    ]
    for q, a in faq:
        if pdf.get_y() > pdf.h - 40:
            pdf.add_page()
        pdf.set_font("DejaVu", "B", 9.4)
        pdf.set_text_color(*NAVY)
        pdf.multi_cell(0, 5, q, new_x="LMARGIN", new_y="NEXT")
        pdf.set_text_color(0, 0, 0)
        pdf.para(a, gap=2.5)

    pdf.output(str(OUT))
    return pdf.h1_pages


if __name__ == "__main__":
    # the contents list needs the page of every section: lay the guide out once to find them
    pages = build({})
    assert build(pages) == pages
    print(OUT, OUT.stat().st_size, "bytes")
