// Build samples/documents/lumen-clinic-price-guide.pdf with jsPDF + jspdf-autotable.
// See build.sh for how to install the packages in a throwaway folder under /tmp and run this script.
// Text is placed by hand (splitTextToSize for wrapping), tables by autoTable (header repeated on every
// page), and the running header, footer and page numbers are drawn after the body is laid out.

const fs = require("fs");
const path = require("path");
const { jsPDF } = require("jspdf");
const { autoTable } = require("jspdf-autotable");

const OUT = path.resolve(__dirname, "..", "documents", "lumen-clinic-price-guide.pdf");
const FIXED_DATE = new Date(Date.UTC(2026, 0, 12, 9, 0, 0));

const PAGE_W = 210, PAGE_H = 297;
const ML = 20, MR = 20, TOP = 24, BOTTOM = PAGE_H - 22;
const TEXT_W = PAGE_W - ML - MR;
const NAVY = [18, 52, 86], TEAL = [0, 118, 128], GREY = [95, 100, 108], LIGHT = [232, 242, 244];

const doc = new jsPDF({ unit: "mm", format: "a4", compress: true });
doc.setCreationDate(FIXED_DATE);
doc.setFileId("4C756D656E68757273745072696365AB");
doc.setDocumentProperties({
  title: "Patient Price Guide 2026",
  subject: "Prices, finance, booking terms and clinic information",
  author: "Lumenhurst Eye Clinics Ltd",
  creator: "Lumenhurst patient portal (jsPDF)",
  keywords: "laser eye surgery, lens replacement, prices, finance",
});

let y = TOP;

function newPage() { doc.addPage(); y = TOP; }
function ensure(h) { if (y + h > BOTTOM) newPage(); }

function font(style, size, color) {
  doc.setFont("helvetica", style);
  doc.setFontSize(size);
  doc.setTextColor(...(color || [30, 30, 30]));
}

function lineH(size) { return size * 0.3528 * 1.35; }

const sectionPages = {};
function heading(level, text) {
  const size = level === 1 ? 16 : level === 2 ? 12.5 : 10.5;
  const before = level === 1 ? 4 : level === 2 ? 3 : 2;
  ensure(before + lineH(size) + (level === 3 ? 18 : 30));
  y += before;
  font("bold", size, level === 3 ? TEAL : NAVY);
  doc.text(text, ML, y + lineH(size) * 0.75);
  y += lineH(size);
  if (level === 1) sectionPages[text] = doc.getNumberOfPages();
  if (level === 1) {
    doc.setDrawColor(...TEAL);
    doc.setLineWidth(0.6);
    doc.line(ML, y, ML + TEXT_W, y);
    y += 3;
  } else {
    y += 1.2;
  }
}

function para(text, opts = {}) {
  const size = opts.size || 9.5;
  const indent = opts.indent || 0;
  font(opts.style || "normal", size, opts.color);
  const lines = doc.splitTextToSize(text, TEXT_W - indent);
  const lh = lineH(size);
  for (const ln of lines) {
    ensure(lh);
    doc.text(ln, ML + indent, y + lh * 0.75);
    y += lh;
  }
  y += opts.after === undefined ? 2 : opts.after;
}

function list(items, numbered, lead) {
  if (lead) para(lead, { after: 1 });
  const size = 9.5, lh = lineH(size);
  items.forEach((item, i) => {
    const marker = numbered ? `${i + 1}.` : "\u2022";
    font("normal", size);
    const lines = doc.splitTextToSize(item, TEXT_W - 8);
    ensure(lh * Math.min(lines.length, 2));
    doc.text(marker, ML + 2, y + lh * 0.75);
    for (const ln of lines) {
      ensure(lh);
      doc.text(ln, ML + 8, y + lh * 0.75);
      y += lh;
    }
    y += 0.8;
  });
  y += 1.5;
}

function note(title, text) {
  const size = 9;
  font("normal", size);
  const lines = doc.splitTextToSize(text, TEXT_W - 10);
  const lh = lineH(size);
  const h = 6 + lh + lines.length * lh + 3;
  ensure(h + 2);
  doc.setFillColor(...LIGHT);
  doc.setDrawColor(...TEAL);
  doc.setLineWidth(0.4);
  doc.rect(ML, y, TEXT_W, h, "FD");
  font("bold", 9.5, NAVY);
  doc.text(title, ML + 5, y + 4 + lh * 0.75);
  font("normal", size);
  let yy = y + 4 + lh + 0.5;
  for (const ln of lines) { doc.text(ln, ML + 5, yy + lh * 0.75); yy += lh; }
  y += h + 4;
}

function fine(text) {
  para(text, { size: 7.5, color: GREY, after: 1.2 });
}

function table(head, body, opts = {}) {
  ensure(opts.minSpace || 25);
  autoTable(doc, {
    head: [head],
    body,
    startY: y,
    margin: { left: ML, right: MR, top: TOP + 2, bottom: PAGE_H - BOTTOM + 2 },
    theme: "grid",
    showHead: "everyPage",
    styles: { font: "helvetica", fontSize: opts.fontSize || 8.5, cellPadding: 1.6, textColor: [30, 30, 30],
      lineColor: [170, 180, 185], lineWidth: 0.2, valign: "top" },
    headStyles: { fillColor: NAVY, textColor: 255, fontStyle: "bold" },
    alternateRowStyles: { fillColor: [246, 249, 250] },
    columnStyles: opts.columnStyles || {},
  });
  y = doc.lastAutoTable.finalY + 3;
}

// ------------------------------------------------------------------ cover
font("bold", 30, NAVY);
doc.text("Lumenhurst", ML, 70);
font("normal", 30, TEAL);
doc.text("Eye Clinics", ML, 83);
doc.setDrawColor(...TEAL); doc.setLineWidth(1.2); doc.line(ML, 92, ML + 60, 92);
font("bold", 20, [30, 30, 30]);
doc.text("Patient Price Guide 2026", ML, 108);
font("normal", 11.5, GREY);
doc.text("Laser eye surgery, lens replacement, consultations and tests,", ML, 118);
doc.text("finance, booking terms and everything you need before your visit", ML, 124);
font("normal", 10, [30, 30, 30]);
doc.text("Prices valid for appointments from 1 February 2026 to 31 January 2027", ML, 140);
doc.text("Edition 2026.1  |  Document ref. LEC-PG-26", ML, 146);

font("normal", 7.5, GREY);
doc.text(doc.splitTextToSize("Lumenhurst Eye Clinics Ltd is registered in England and Wales, company no. 10482736. Registered office: " +
  "4 Aire Street Chambers, Leeds LS1 4PR. Our clinics are registered with the Care Quality Commission. " +
  "Medical services are exempt from VAT, so no VAT is added to the prices in this guide.", TEXT_W), ML, 268);

// ------------------------------------------------------------------ welcome
newPage();
heading(1, "Welcome to Lumenhurst");
para("Since opening our first clinic in Leeds in 2009, Lumenhurst has carried out more than 60,000 treatments. Our 11 " +
  "consultant ophthalmic surgeons work only at Lumenhurst clinics, and every patient sees the same surgeon from their " +
  "surgeon consultation to their final aftercare check. This guide sets out what we charge, what is included and the " +
  "terms that apply when you book. Keep it with your booking confirmation.");
heading(2, "How our prices work");
list([
  "All prices are self-pay prices in pounds sterling. Insured patients should read section 9.",
  "Surgery prices are shown per eye and as a package for both eyes. The both-eye price is lower than two single eyes.",
  "Consultation and test prices are fixed for all appointments between 1 February 2026 and 31 January 2027.",
  "Your personal quote lists every charge for your treatment. There are no hidden extras on the day.",
], false, "A few things to know before you read the price tables:");
note("Our price promise",
  "The price on your written quote is held for 90 days from your consultation. If you book within that time your price " +
  "is fixed, even if our published prices go up before your surgery date. If our published price for your treatment " +
  "goes down before your surgery, we will charge you the lower price.");
heading(2, "Booking in five steps");
list([
  "Book a consultation online at www.lumenhursteye.co.uk or by calling 0330 058 4120.",
  "We confirm by e-mail and text message and send you a short health questionnaire. Please complete it at least 48 hours before your visit.",
  "Attend your consultation. Allow the time shown in section 2, and stop wearing contact lenses first (section 8.2).",
  "Meet your surgeon. At Leeds City and Manchester this can be on the same day as your consultation; at other clinics it is a separate visit.",
  "Pay your booking deposit (section 7.1) and choose a treatment date. Dates are usually available within 3 to 5 weeks.",
], true, "Most patients go from first enquiry to treatment in about a month:");
heading(2, "Language and communication support");
para("We can book a professional interpreter, in person or by video, at no cost to you. Please ask at least 5 working days " +
  "before your appointment. British Sign Language interpreters are also free of charge and need the same notice. " +
  "Family members may come with you but cannot interpret for you at your surgeon consultation or on the day of surgery.");

// ------------------------------------------------------------------ 1 clinics
newPage();
heading(1, "1. Our clinics and opening hours");
para("We have seven clinics across the North of England, the Midlands and the South West. Every clinic offers " +
  "consultations, eye examinations and aftercare visits. Surgery itself is carried out only at the clinics with an " +
  "operating theatre, shown in the last column of the table below. You can have your consultation at one clinic and " +
  "your treatment at another; your records follow you.");
table(["Clinic", "Address", "Mon\u2013Fri", "Saturday", "Sunday", "Surgery on site"], [
  ["Leeds City", "14 Park Row, Leeds LS1 5HD", "8:00\u201319:30", "8:30\u201316:00", "10:00\u201314:00", "Laser and lens"],
  ["York", "22 Micklegate, York YO1 6JH", "9:00\u201317:30", "9:00\u201313:00", "Closed", "None (consultations only)"],
  ["Harrogate", "5 Station Parade, Harrogate HG1 1UF", "9:00\u201317:30 (Thu to 19:00)", "9:00\u201315:00", "Closed", "None (consultations only)"],
  ["Sheffield", "Unit 3, Kelham Square, Sheffield S3 8SD", "8:30\u201318:00", "9:00\u201314:00", "Closed", "Laser only"],
  ["Manchester", "61 Deansgate, Manchester M3 2BW", "8:00\u201320:00", "8:00\u201317:00", "10:00\u201316:00", "Laser and lens"],
  ["Nottingham", "9 Castle Boulevard, Nottingham NG7 1FT", "9:00\u201318:00", "9:00\u201313:00", "Closed", "Lens only"],
  ["Bristol", "130 Whiteladies Road, Bristol BS8 2RP", "8:30\u201318:30", "9:00\u201316:00", "Closed", "Laser and lens"],
], { fontSize: 8.3, columnStyles: { 0: { fontStyle: "bold", cellWidth: 23 }, 1: { cellWidth: 45 }, 2: { cellWidth: 27 } } });
fine("Times are for appointments; reception opens 15 minutes earlier. Last consultation bookings start 90 minutes before closing.");

heading(2, "1.1 Bank holidays and closures");
para("Leeds City and Manchester open from 10:00 to 14:00 on bank holidays for aftercare and urgent reviews only. Every " +
  "other clinic publishes its bank holiday opening on our website at least two weeks in advance. All clinics close on " +
  "25 and 26 December and on 1 January. The 24-hour post-operative line (section 11) stays open throughout.");

heading(2, "1.2 Getting here and parking");
list([
  "Leeds City: no parking on site. Park at the NCP on Wellington Street and we will validate your ticket for up to 3 hours.",
  "York: no parking on site. The nearest car park is Nunnery Lane (pay and display), about 6 minutes on foot.",
  "Harrogate: two free patient bays behind the building; book one when you confirm your appointment.",
  "Sheffield: free on-site car park with 20 spaces, first come first served.",
  "Manchester: no parking on site. The Great Northern car park is 4 minutes away; we do not validate tickets there.",
  "Nottingham: free car park with 12 spaces, including 2 accessible bays.",
  "Bristol: pay and display street parking on Whiteladies Road (maximum stay 2 hours).",
], false, "Parking differs a lot between clinics, so please check before you travel:");
para("All clinics except York have step-free access. The York clinic is on the first floor of a listed building with no " +
  "lift; if you cannot use stairs, we will book you into Harrogate or Leeds City at the same price.");
note("If your pupils are dilated, do not drive",
  "Many tests use dilating drops, which blur your vision for 4 to 6 hours. If your appointment includes dilation " +
  "(marked on your booking confirmation) please come by public transport, or bring someone who can drive you home.");

// ------------------------------------------------------------------ 2 consultations
heading(1, "2. Consultations and tests");
para("Your first step towards laser or lens surgery is a consultation. The table below sets out the consultations we " +
  "offer, how long to allow for each and what it costs. A full list of every test and treatment is in section 3.");
table(["Appointment", "Allow", "Price", "What happens"], [
  ["Laser suitability consultation", "75 minutes", "Free", "Corneal mapping, thickness and pupil measurements, dilated check with an optometrist. No obligation to book surgery."],
  ["Lens replacement consultation", "90 minutes", "\u00a3150", "Optometrist tests and a 20-minute meeting with a consultant surgeon. Fee deducted from surgery booked within 6 months."],
  ["Consultant second opinion", "40 minutes", "\u00a3225", "Review of another provider's findings or a previous operation by one of our consultant surgeons."],
  ["Comprehensive eye examination", "45 minutes", "\u00a395", "Full health check and sight test with retinal photographs; not a surgery assessment."],
  ["Children's eye examination (under 16)", "30 minutes", "\u00a360", "Sight test and eye health check; a parent or guardian must attend."],
  ["Dry eye assessment", "50 minutes", "\u00a3120", "Tear film tests, meibography imaging and a written treatment plan."],
], { columnStyles: { 0: { fontStyle: "bold", cellWidth: 46 }, 1: { cellWidth: 22 }, 2: { cellWidth: 18 } } });
heading(2, "2.1 Who can have a laser consultation");
list([
  "You are aged 18 or over (21 or over for SMILE).",
  "Your glasses or contact lens prescription has not changed by more than 0.50 D in the last 12 months.",
  "You are not pregnant, and at least 3 months have passed since you stopped breastfeeding.",
  "You have stopped wearing contact lenses for the time shown in section 8.2.",
], false, "You can book a free laser suitability consultation if all of the following apply:");
para("If you have had laser eye surgery before at another provider, book a consultant second opinion instead; the free " +
  "consultation is for first-time treatment only.");

// ------------------------------------------------------------------ 3 fee schedule
heading(1, "3. Full schedule of fees");
para("This schedule lists every self-pay price. Prices for surgery are per eye unless the service says otherwise. " +
  "Codes are shown on your invoice and on insurance claim forms.");
table(["Code", "Service", "Where available", "Price"], [
  ["C01", "Laser suitability consultation", "All clinics", "Free"],
  ["C02", "Lens replacement consultation", "All clinics", "\u00a3150"],
  ["C03", "Consultant second opinion", "All clinics", "\u00a3225"],
  ["C04", "Comprehensive eye examination", "All clinics", "\u00a395"],
  ["C05", "Children's eye examination (under 16)", "All clinics", "\u00a360"],
  ["C06", "Dry eye assessment", "All clinics", "\u00a3120"],
  ["C07", "Glaucoma monitoring review", "Leeds City, Manchester, Bristol", "\u00a3135"],
  ["C08", "Follow-up review (non-surgical)", "All clinics", "\u00a365"],
  ["T01", "OCT retinal scan (add-on to any appointment)", "All clinics", "\u00a345"],
  ["T02", "Visual field test", "All clinics", "\u00a340"],
  ["T03", "Corneal topography (stand-alone)", "All clinics", "\u00a355"],
  ["T04", "Widefield retinal imaging", "Leeds City, Manchester, Bristol", "\u00a350"],
  ["T05", "Copy of scans on USB or by secure download", "All clinics", "\u00a320"],
  ["T06", "Driving vision (DVLA) report", "All clinics", "\u00a370"],
  ["L01", "Soft contact lens fitting (includes 2 check-ups)", "All clinics", "\u00a375"],
  ["L02", "Contact lens check-up", "All clinics", "\u00a335"],
  ["D01", "Intense pulsed light (IPL), course of 3 sessions", "Leeds City, Manchester, Sheffield", "\u00a3450"],
  ["D02", "Eyelid thermal pulsation treatment (both eyes)", "Leeds City, Manchester", "\u00a3395"],
  ["D03", "Blepharitis deep clean (BlephEx-type treatment)", "All clinics", "\u00a385"],
  ["S01", "LASIK, per eye", "Leeds City, Sheffield, Manchester, Bristol", "\u00a31,695"],
  ["S02", "LASEK, per eye", "Leeds City, Sheffield, Manchester, Bristol", "\u00a31,495"],
  ["S03", "SMILE, per eye", "Leeds City, Manchester", "\u00a32,295"],
  ["S04", "Monovision planning add-on (laser, per package)", "Laser clinics", "\u00a3250"],
  ["S05", "Laser enhancement outside the free period (LASIK or LASEK)", "Laser clinics", "\u00a3795"],
  ["S06", "LifeCare extended enhancement cover (one-off)", "Laser clinics", "\u00a3245"],
  ["R01", "Monofocal lens replacement (Clarea Mono)", "Lens clinics", "\u00a32,750"],
  ["R02", "Toric monofocal lens replacement (Clarea Toric)", "Lens clinics", "\u00a33,150"],
  ["R03", "Extended depth of focus lens (Clarea Vista EDOF)", "Lens clinics", "\u00a33,595"],
  ["R04", "Trifocal lens replacement (Clarea Tri)", "Lens clinics", "\u00a33,995"],
  ["R05", "Toric trifocal lens replacement (Clarea Tri Toric)", "Lens clinics", "\u00a34,395"],
  ["R06", "Implantable contact lens (ICL)", "Leeds City, Manchester", "from \u00a34,250"],
  ["R07", "YAG laser capsulotomy (outside the included period)", "Lens clinics", "\u00a3595"],
  ["R08", "Private cataract surgery, monofocal (self-pay)", "Lens clinics", "\u00a32,450"],
  ["P01", "Corneal cross-linking (epi-off)", "Leeds City, Manchester", "\u00a31,950"],
  ["P02", "Chalazion (eyelid cyst) removal", "Leeds City, Manchester, Bristol, Nottingham", "\u00a3420"],
  ["P03", "Eyelid lesion removal, first lesion", "Leeds City, Manchester, Bristol, Nottingham", "\u00a3480"],
  ["P04", "Eyelid lesion removal, each extra lesion same visit", "Leeds City, Manchester, Bristol, Nottingham", "\u00a3150"],
  ["P05", "Anti-VEGF injection (per injection, drug included)", "Leeds City, Manchester", "\u00a3790"],
  ["A01", "Replacement copy of medical report or letter", "All clinics", "\u00a315"],
  ["A02", "Travel letter for flying after surgery", "All clinics", "Free"],
], { fontSize: 8.3, columnStyles: { 0: { cellWidth: 14 }, 1: { cellWidth: 82 }, 2: { cellWidth: 52 }, 3: { halign: "right" } } });
fine("\"Laser clinics\" are Leeds City, Sheffield, Manchester and Bristol. \"Lens clinics\" are Leeds City, Manchester, " +
  "Nottingham and Bristol. Codes S01 to S03 and R01 to R05 are the single-eye prices; both-eye package prices, which " +
  "are lower, are in sections 4 and 5.");

// ------------------------------------------------------------------ 4 laser
newPage();
heading(1, "4. Laser eye surgery packages");
para("We offer three laser treatments. Your surgeon recommends one at your consultation based on your prescription, " +
  "corneal thickness and lifestyle. Every package price includes the surgery, all the aftercare visits listed and your " +
  "first month of eye drops.");
heading(2, "4.1 Packages compared");
table(["", "LASIK", "LASEK", "SMILE"], [
  ["Price per eye", "\u00a31,695", "\u00a31,495", "\u00a32,295"],
  ["Both eyes, same day", "\u00a33,190", "\u00a32,790", "\u00a34,390"],
  ["Typical prescriptions treated", "Short sight to -10.00, long sight to +4.00, astigmatism to 6.00", "Short sight to -8.00; suits thin corneas and contact sports", "Short sight -1.00 to -10.00 with astigmatism to 5.00; no long sight"],
  ["Back to work (desk job)", "2 days", "5 to 7 days", "2 to 3 days"],
  ["Aftercare visits included", "4: day 1, week 1, month 1, month 3", "5: day 1, day 4 (lens removal), week 1, month 1, month 3", "4: day 1, week 1, month 1, month 6"],
  ["Aftercare period", "12 months", "12 months", "18 months"],
  ["Free enhancement window", "2 years", "2 years", "3 years"],
  ["LifeCare extension available", "Yes, \u00a3245", "Yes, \u00a3245", "No"],
  ["Clinics", "Leeds City, Sheffield, Manchester, Bristol", "Leeds City, Sheffield, Manchester, Bristol", "Leeds City, Manchester"],
], { fontSize: 8.5, columnStyles: { 0: { fontStyle: "bold", cellWidth: 40 } } });
fine("Both-eye prices apply when both eyes are treated on the same day. If you choose to have the second eye on a later day, each eye is charged at the per-eye price.");

heading(2, "4.2 What every laser package includes");
list([
  "A surgeon assessment on the day of treatment and the treatment itself.",
  "All aftercare visits in the table above, with the optometrist or your surgeon.",
  "Eye drops for the first month and a pair of protective sleep goggles.",
  "Access to the 24-hour post-operative line for the whole aftercare period.",
  "Any enhancement needed within the free enhancement window (see 4.3).",
], false, "Whichever treatment you have, the package price covers:");
list([
  "Prescription or non-prescription sunglasses.",
  "Treatment of eye conditions not related to your surgery, such as dry eye therapy (section 3, codes D01 to D03).",
  "Travel and parking costs.",
  "Reading glasses, which most people need from their mid-40s whatever their surgery.",
], false, "It does not cover:");

heading(2, "4.3 Enhancements");
para("A small number of patients need a top-up treatment, called an enhancement, to fine-tune their result. It is free " +
  "within your package's free enhancement window, counted from the date of your first treatment, as long as:");
list([
  "your uncorrected vision in the treated eye is worse than 6/9 (20/30);",
  "your prescription has been stable at two visits at least 3 months apart;",
  "you attended all of the aftercare visits included in your package; and",
  "your surgeon agrees that an enhancement is safe for your eye.",
], true);
para("After the free window, an enhancement for LASIK or LASEK costs \u00a3795 per eye. The optional LifeCare cover " +
  "(\u00a3245, one payment, bought within 30 days of your first treatment) extends free enhancements to 10 years from " +
  "your treatment date for LASIK and LASEK patients.");
note("Monovision for the over-45s",
  "If you are over 45 you may be offered monovision, where one eye is set for distance and the other for near work. " +
  "Planning adds \u00a3250 per package and includes a one-week contact lens trial before your treatment date.");
heading(2, "4.4 Offers");
list([
  "Pay in full when you book both eyes: \u00a3150 off any laser package.",
  "NHS staff and armed forces personnel: \u00a3200 off a both-eyes laser package (proof of employment needed at booking).",
  "Refer a friend: you receive \u00a3200 back after your friend has surgery, and your friend gets \u00a3100 off.",
], false, "Only one of the following offers can be used per treatment:");

// ------------------------------------------------------------------ 5 lens
heading(1, "5. Lens replacement surgery");
para("Refractive lens exchange replaces your natural lens with an artificial one. It suits people over 50 and those " +
  "whose prescription is outside the laser ranges. Prices below include the lens, the operation and 3 aftercare visits " +
  "over the first 6 months.");
table(["Lens (our name)", "Type", "Per eye", "Both eyes", "Best for"], [
  ["Clarea Mono", "Monofocal", "\u00a32,750", "\u00a35,300", "Clear distance vision; reading glasses still needed"],
  ["Clarea Toric", "Toric monofocal", "\u00a33,150", "\u00a36,100", "Distance vision with astigmatism correction"],
  ["Clarea Vista EDOF", "Extended depth of focus", "\u00a33,595", "\u00a36,990", "Distance and computer work; fewer night halos"],
  ["Clarea Tri", "Trifocal", "\u00a33,995", "\u00a37,790", "Distance, computer and reading without glasses"],
  ["Clarea Tri Toric", "Toric trifocal", "\u00a34,395", "\u00a38,590", "As Clarea Tri, with astigmatism correction"],
], { fontSize: 8.5, columnStyles: { 0: { fontStyle: "bold", cellWidth: 32 }, 2: { cellWidth: 18 }, 3: { cellWidth: 20 } } });
fine("Both-eye prices apply when the second eye is treated within 8 weeks of the first. Lens surgery is available at Leeds City, Manchester, Nottingham and Bristol.");
list([
  "Lens consultation fee of \u00a3150, deducted from your bill if you book within 6 months.",
  "Biometry (eye measurements) and lens calculation.",
  "YAG laser capsulotomy if you need it within 2 years of surgery; after 2 years it costs \u00a3595 per eye.",
  "Eye drops for the first 4 weeks.",
], false, "Your lens replacement price also covers:");
para("Implantable contact lenses (ICL) are priced individually after your consultation because the lens is made to order; " +
  "prices start at \u00a34,250 per eye.");

// ------------------------------------------------------------------ 6 finance
heading(1, "6. Paying for your treatment and finance");
para("You can pay by debit or credit card, bank transfer or through one of our finance plans. We do not accept cash " +
  "for surgery payments, or cheques. The balance for surgery is due no later than 7 days before your treatment date.");
heading(2, "6.1 Finance plans");
para("Finance is provided by Calderbrook Finance Ltd. Lumenhurst Eye Clinics Ltd acts as a credit broker, not a lender. " +
  "Plans are available for any treatment costing \u00a31,000 or more.");
table(["Plan", "Term", "APR", "Minimum deposit", "Amount you can borrow"], [
  ["Interest Free 12", "12 months", "0%", "10% of treatment price", "\u00a31,000 to \u00a315,000"],
  ["Spread 24", "24 months", "9.9% APR representative", "10% of treatment price", "\u00a31,000 to \u00a320,000"],
  ["Spread 36", "36 months", "14.9% APR representative", "20% of treatment price", "\u00a31,000 to \u00a320,000"],
], { columnStyles: { 0: { fontStyle: "bold" } } });
list([
  "Interest Free 12, LASIK both eyes: price \u00a33,190, deposit \u00a3319, then 12 monthly payments of \u00a3239.25. Total payable \u00a33,190.",
  "Spread 24, LASIK both eyes: price \u00a33,190, deposit \u00a3319, credit \u00a32,871, 24 monthly payments of \u00a3131.79. Total payable \u00a33,481.97.",
  "Spread 36, Clarea Tri both eyes: price \u00a37,790, deposit \u00a31,558, credit \u00a36,232, 36 monthly payments of \u00a3212.90. Total payable \u00a39,222.54.",
], false, "Representative examples:");
heading(3, "How to apply");
list([
  "Ask for a finance quote at your consultation or call our finance team (section 11).",
  "We send you a secure link to Calderbrook's application, which starts with an eligibility check that does not affect your credit score.",
  "Complete the full application online; most decisions arrive within 10 minutes.",
  "Sign your agreement electronically and pay the deposit to us by card.",
  "Book your treatment date. Your first monthly payment is taken about one month after treatment.",
], true);
list([
  "aged 18 or over and have lived in the UK for at least 3 years;",
  "employed, self-employed or retired with a gross income of at least \u00a312,000 a year; and",
  "able to give a UK bank account for your monthly payments by Direct Debit.",
], false, "To apply you must be:");
fine("Finance is subject to status and affordability. Calderbrook Finance Ltd is authorised and regulated by the Financial " +
  "Conduct Authority. You have 14 days after signing a credit agreement to withdraw from it.");

// ------------------------------------------------------------------ 7 cancellations
heading(1, "7. Deposits, cancellations and rescheduling");
heading(2, "7.1 Booking deposits");
para("To hold a surgery date we take a booking deposit: \u00a3300 for laser surgery and \u00a3500 for lens replacement. " +
  "The deposit comes off your final bill. When you book a paid consultation we take the full fee at booking.");
heading(2, "7.2 Cancelling surgery");
table(["When you cancel", "Laser surgery", "Lens replacement"], [
  ["More than 28 days before surgery", "Deposit refunded in full", "Deposit refunded in full"],
  ["14 to 28 days before", "\u00a3150 kept, rest refunded", "\u00a3250 kept, rest refunded"],
  ["3 to 13 days before", "Whole \u00a3300 deposit kept", "Whole \u00a3500 deposit kept"],
  ["Less than 72 hours before, or no-show", "Deposit kept plus \u00a3400 theatre fee", "Deposit kept plus \u00a3750 theatre fee"],
], { columnStyles: { 0: { fontStyle: "bold", cellWidth: 60 } } });
para("You may cancel without any charge within 14 days of signing your consent form (the cooling-off period), provided " +
  "your surgery has not yet taken place. By law we also leave at least 7 days between your surgeon consultation and your surgery.");
heading(2, "7.3 Moving your appointment");
list([
  "Your first change of surgery date is free if you give at least 7 days' notice.",
  "A second or later change with 7 days' notice or more costs \u00a375.",
  "Any change with less than 7 days' notice costs \u00a3150, or \u00a3250 if less than 48 hours.",
  "Paid consultations cancelled or moved with less than 24 hours' notice, or missed, cost \u00a350.",
  "If you miss a free laser consultation there is no charge, but you will then need to book by phone rather than online.",
], false, "For moving dates, these fees apply:");
note("Illness and clinical postponements",
  "If our surgeon postpones your surgery for clinical reasons (for example an eye infection on the day), there is never " +
  "a charge. If you cancel because you are unwell, send a note from your GP or a hospital within 10 days and we will " +
  "waive the fee. This can be used once per patient.");

// ------------------------------------------------------------------ 8 preparing
newPage();
heading(1, "8. Preparing for your appointment");
heading(2, "8.1 What to bring");
list([
  "Photo ID (passport, driving licence or national identity card).",
  "Your current glasses and contact lens case, even if you are not wearing lenses.",
  "Your most recent prescription, if you have it.",
  "A list of all the medicines and eye drops you take.",
  "Your insurer's authorisation number, if you are claiming (section 9).",
  "Sunglasses for the journey home after dilating drops.",
], true, "For your consultation, please bring:");
heading(2, "8.2 Contact lenses: when to stop wearing them");
para("Contact lenses change the shape of the front of your eye. Your measurements are only reliable once your cornea " +
  "has settled, so stop wearing lenses for at least the number of days below before your consultation and again before surgery.");
table(["Lens type", "Before consultation", "Before surgery"], [
  ["Soft lenses (daily or monthly)", "7 days", "7 days"],
  ["Soft toric lenses (for astigmatism)", "10 days", "14 days"],
  ["Extended-wear soft lenses", "14 days", "14 days"],
  ["Rigid gas permeable (hard) lenses", "21 days", "28 days"],
], { columnStyles: { 0: { fontStyle: "bold", cellWidth: 70 } } });
fine("If your measurements are not stable at the consultation we may ask you to stay out of lenses for longer and come back; this return visit is free.");
heading(2, "8.3 Before surgery");
list([
  "Do not wear eye make-up for 48 hours before surgery, and remove eyelash extensions at least 1 week before.",
  "Do not wear perfume or aftershave on the day, as the laser is sensitive to vapours.",
  "Eat a light meal beforehand and take your usual medicines unless your surgeon tells you otherwise.",
  "If you take warfarin and are having lens surgery, have your INR checked within 72 hours of your operation and bring the result.",
  "Arrange for an adult to take you home. You must not drive on the day of surgery.",
], false, "In the days before your treatment:");
heading(2, "8.4 On the day");
list([
  "Arrive 30 minutes before your appointment time and check in at reception.",
  "Go through and sign your consent form with the nurse.",
  "Have your final checks and measurements (about 45 minutes).",
  "Meet your surgeon and have your treatment.",
  "Rest in the recovery lounge for at least 30 minutes.",
  "Collect your drops pack and written aftercare instructions, then go home with your escort.",
], true, "Expect to be with us for about 2.5 hours for laser surgery and 3 to 4 hours for lens replacement:");
heading(2, "8.5 After surgery");
list([
  "No driving until your surgeon or optometrist confirms at your day 1 check that you meet the driving standard.",
  "No swimming for 2 weeks after LASIK or 4 weeks after LASEK. Hot tubs and saunas: same as swimming.",
  "No eye make-up for 1 week and no contact sports for 1 month.",
  "You can fly 24 hours after LASIK; ask us for a free travel letter if you need one.",
], false, "General guidance (your written instructions take priority):");

// ------------------------------------------------------------------ 9 insurance
heading(1, "9. Health insurance");
para("Most private medical insurance covers cataract surgery and some eye disease treatment, but laser eye surgery and " +
  "lens replacement for a glasses-free result are treated as elective and are usually not covered. We are a recognised " +
  "provider for the insurers below and bill them directly for approved treatment.");
list([
  "Meridian Health",
  "Oakline Medical",
  "Trevena Health Assurance (members also get 10% off laser packages through the Trevena Perks scheme)",
  "Northstar Healthcare Trust",
  "Halwell Mutual",
], false, "Insurers we accept:");
heading(3, "Claiming with your insurance");
list([
  "Get a referral letter from your GP or optometrist.",
  "Call your insurer and ask for an authorisation (pre-approval) number for the consultation.",
  "Give us the number at least 48 hours before your appointment, by phone or to billing@lumenhursteye.co.uk.",
  "We bill your insurer directly. Any excess or shortfall on your policy is paid by you at the clinic.",
], true);
para("If you do not have an authorisation number at your appointment, we will ask you to pay as a self-pay patient and " +
  "you can claim the money back from your insurer yourself. We do not accept NHS e-Referrals at present.");

// ------------------------------------------------------------------ 10 complaints
heading(1, "10. Comments and complaints");
para("We want to hear when something has not gone well. Most concerns can be settled on the day by speaking to the clinic " +
  "manager. If that does not resolve things:");
list([
  "Write to Patient Relations at complaints@lumenhursteye.co.uk or by post to Patient Relations, Lumenhurst Eye Clinics, 4 Aire Street Chambers, Leeds LS1 4PR.",
  "We acknowledge your complaint within 3 working days and send a full written response within 20 working days. If we need longer we will tell you why.",
  "If you are not happy with our response, ask for a review by our Medical Director within 6 months of the date of our letter.",
  "If you are still not satisfied, you can ask the Private Patients Adjudication Service (PPAS) to review your complaint independently within 6 months of our final response.",
], true);
fine("Please make a complaint within 12 months of the event, or within 12 months of becoming aware of the problem.");

// ------------------------------------------------------------------ 11 contacts
heading(1, "11. Contact us");
table(["Team", "Phone", "E-mail", "Hours"], [
  ["New patients and bookings", "0330 058 4120", "hello@lumenhursteye.co.uk", "Mon\u2013Fri 8:00\u201320:00, Sat 9:00\u201316:00"],
  ["Existing patients (appointments)", "0330 058 4125", "appointments@lumenhursteye.co.uk", "Mon\u2013Fri 8:00\u201318:00"],
  ["Finance team", "0330 058 4133", "finance@lumenhursteye.co.uk", "Mon\u2013Fri 9:00\u201317:00"],
  ["Insurance and billing", "0330 058 4140", "billing@lumenhursteye.co.uk", "Mon\u2013Fri 9:00\u201317:00"],
  ["Post-operative line (surgery patients)", "0330 058 4199", "-", "24 hours, every day"],
  ["Patient Relations (complaints)", "-", "complaints@lumenhursteye.co.uk", "Replies within 3 working days"],
], { fontSize: 8.3, columnStyles: { 0: { fontStyle: "bold", cellWidth: 44 }, 1: { cellWidth: 24 } } });
note("Urgent problem after surgery?",
  "If you have sudden pain, worsening vision or a red eye after surgery, call the post-operative line on 0330 058 4199 " +
  "straight away, day or night. Do not e-mail us about urgent symptoms. If you cannot get through, go to your nearest A&E.");
para("Letters: Lumenhurst Eye Clinics, 4 Aire Street Chambers, Leeds LS1 4PR. Website and online booking: www.lumenhursteye.co.uk.");

// ------------------------------------------------------------------ contents (cover page)
doc.setPage(1);
y = 165;
font("bold", 11, NAVY);
doc.text("Contents", ML, y); y += 6;
font("normal", 10, [30, 30, 30]);
for (const [title, pg] of Object.entries(sectionPages)) {
  const m = title.match(/^(\d+)\. (.*)$/);
  if (m) doc.text(`${m[1]}.`, ML, y);
  doc.text(m ? m[2] : title, ML + 9, y);
  doc.text(String(pg), ML + 130, y, { align: "right" });
  y += 5.6;
}

// ------------------------------------------------------------------ running header / footer
const total = doc.getNumberOfPages();
for (let i = 2; i <= total; i++) {
  doc.setPage(i);
  font("bold", 8, NAVY);
  doc.text("Lumenhurst Eye Clinics", ML, 13);
  font("normal", 8, GREY);
  doc.text("Patient Price Guide 2026", PAGE_W - MR, 13, { align: "right" });
  doc.setDrawColor(...TEAL); doc.setLineWidth(0.3); doc.line(ML, 15.5, PAGE_W - MR, 15.5);
  doc.setDrawColor(200); doc.line(ML, PAGE_H - 14.5, PAGE_W - MR, PAGE_H - 14.5);
  font("normal", 7.5, GREY);
  doc.text("Prices valid 1 February 2026 to 31 January 2027. LEC-PG-26", ML, PAGE_H - 10);
  doc.text(`Page ${i} of ${total}`, PAGE_W - MR, PAGE_H - 10, { align: "right" });
}

fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, Buffer.from(doc.output("arraybuffer")));
console.log(`wrote ${OUT} (${total} pages)`);
