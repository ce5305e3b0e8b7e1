// Demo seed data for ExpertConnect. All people below are fictional; any
// resemblance to real persons is coincidental. Plain data only (no imports).

export type SeedCategory = "medical" | "legal" | "financial" | "tech";

export interface SeedExpert {
  name: string;
  category: SeedCategory;
  specialization: string;
  rating: number;
  reviewsCount: number;
  experienceYears: number;
  consultationFee: number;
  isVerified: boolean;
  isAvailable: boolean;
  bio: string;
  education: string;
  languages: string[];
}

export const seedExperts: SeedExpert[] = [
  // ---------------------------------------------------------------- medical
  {
    name: "Dr. Ananya Iyer", category: "medical", specialization: "Cardiologist",
    rating: 4.9, reviewsCount: 1840, experienceYears: 18,
    consultationFee: 1200, isVerified: true, isAvailable: true,
    bio: "Interventional cardiologist based in Chennai with a focus on preventive cardiology, hypertension and post-angioplasty follow-up. Helps patients interpret ECGs, echo and lipid reports in plain language.",
    education: "MBBS (Madras Medical College), MD General Medicine (Stanley Medical College), DM Cardiology (SCTIMST Thiruvananthapuram)",
    languages: ["English", "Tamil", "Hindi"],
  },
  {
    name: "Dr. Kavita Deshpande", category: "medical", specialization: "Dermatologist",
    rating: 4.7, reviewsCount: 962, experienceYears: 12,
    consultationFee: 800, isVerified: true, isAvailable: true,
    bio: "Pune-based dermatologist treating acne, pigmentation, eczema and hair loss. I review photos carefully and prefer evidence-based regimens over expensive product lists.",
    education: "MBBS (B.J. Government Medical College, Pune), MD Dermatology, Venereology & Leprosy (Seth GS Medical College & KEM Hospital, Mumbai)",
    languages: ["English", "Marathi", "Hindi"],
  },
  {
    name: "Dr. Sameer Khan", category: "medical", specialization: "Paediatrician",
    rating: 4.8, reviewsCount: 1315, experienceYears: 15,
    consultationFee: 700, isVerified: true, isAvailable: true,
    bio: "Paediatrician in Lucknow with special interest in newborn care, growth monitoring and childhood asthma. Guides parents on vaccination schedules and when a fever needs an in-person visit.",
    education: "MBBS (King George's Medical University, Lucknow), MD Paediatrics (AIIMS New Delhi)",
    languages: ["English", "Hindi"],
  },
  {
    name: "Dr. Sunita Reddy", category: "medical", specialization: "Obstetrician & Gynaecologist",
    rating: 4.6, reviewsCount: 1102, experienceYears: 21,
    consultationFee: 900, isVerified: true, isAvailable: true,
    bio: "Senior obstetrician and gynaecologist in Hyderabad with over two decades of experience in high-risk pregnancy, PCOS and menopause care. Offers pre-conception counselling and second opinions on surgical advice.",
    education: "MBBS (Osmania Medical College, Hyderabad), MS Obstetrics & Gynaecology (Gandhi Medical College, Secunderabad)",
    languages: ["English", "Telugu", "Hindi"],
  },
  {
    name: "Dr. Harpreet Singh Gill", category: "medical", specialization: "Orthopaedic Surgeon",
    rating: 4.3, reviewsCount: 688, experienceYears: 19,
    consultationFee: 1000, isVerified: true, isAvailable: false,
    bio: "Orthopaedic surgeon in Ludhiana specialising in knee and shoulder arthroscopy and sports injuries. Reviews MRI reports and advises on whether physiotherapy or surgery is the right next step.",
    education: "MBBS (Government Medical College, Amritsar), MS Orthopaedics (PGIMER Chandigarh)",
    languages: ["English", "Punjabi", "Hindi"],
  },
  {
    name: "Dr. Rhea Banerjee", category: "medical", specialization: "Psychiatrist",
    rating: 5.0, reviewsCount: 64, experienceYears: 10,
    consultationFee: 1500, isVerified: true, isAvailable: true,
    bio: "Kolkata-based psychiatrist working with anxiety, depression, OCD and adult ADHD. I combine medication management with structured follow-up and refer for psychotherapy where it helps most.",
    education: "MBBS (Medical College, Kolkata), MD Psychiatry (NIMHANS Bengaluru)",
    languages: ["English", "Bengali", "Hindi"],
  },
  {
    name: "Dr. Alok Mishra", category: "medical", specialization: "General Physician",
    rating: 4.5, reviewsCount: 2310, experienceYears: 24,
    consultationFee: 400, isVerified: true, isAvailable: true,
    bio: "Family physician in Bhubaneswar managing diabetes, hypertension, thyroid disorders and seasonal infections. Known for clear explanations of lab reports and sensible, minimal prescriptions.",
    education: "MBBS (SCB Medical College, Cuttack), MD General Medicine (AIIMS Bhubaneswar)",
    languages: ["English", "Odia", "Hindi"],
  },
  {
    name: "Dr. Neha Kulkarni", category: "medical", specialization: "ENT Specialist",
    rating: 4.1, reviewsCount: 376, experienceYears: 8,
    consultationFee: 600, isVerified: true, isAvailable: true,
    bio: "ENT surgeon in Bengaluru treating sinusitis, recurrent tonsillitis, ear infections and hearing loss. Also counsels on snoring and suspected sleep apnoea.",
    education: "MBBS (Bangalore Medical College and Research Institute), MS ENT (Kasturba Medical College, Manipal)",
    languages: ["English", "Kannada", "Marathi", "Hindi"],
  },
  {
    name: "Dr. Rajesh Pillai", category: "medical", specialization: "Neurologist",
    rating: 4.8, reviewsCount: 845, experienceYears: 22,
    consultationFee: 1400, isVerified: true, isAvailable: true,
    bio: "Consultant neurologist in Kochi with expertise in epilepsy, migraine and stroke prevention. Provides second opinions on EEG and MRI brain reports.",
    education: "MBBS (Government Medical College, Thiruvananthapuram), MD General Medicine (Government Medical College, Kozhikode), DM Neurology (SCTIMST Thiruvananthapuram)",
    languages: ["English", "Malayalam", "Tamil"],
  },
  {
    name: "Dr. Fatima Siddiqui", category: "medical", specialization: "Endocrinologist",
    rating: 4.7, reviewsCount: 731, experienceYears: 14,
    consultationFee: 1300, isVerified: true, isAvailable: true,
    bio: "Endocrinologist in New Delhi focusing on type 1 and type 2 diabetes, thyroid disease and PCOS. Helps patients set realistic HbA1c targets and interpret CGM data.",
    education: "MBBS (Maulana Azad Medical College, New Delhi), MD General Medicine (Lady Hardinge Medical College), DM Endocrinology (AIIMS New Delhi)",
    languages: ["English", "Hindi"],
  },
  {
    name: "Dr. Pranav Joshi", category: "medical", specialization: "Ophthalmologist",
    rating: 4.4, reviewsCount: 499, experienceYears: 11,
    consultationFee: 700, isVerified: true, isAvailable: false,
    bio: "Ophthalmologist in Ahmedabad with a special interest in cataract surgery, glaucoma and diabetic retinopathy screening. Advises on spectacle, contact lens and refractive surgery options.",
    education: "MBBS (B.J. Medical College, Ahmedabad), MS Ophthalmology (Dr. R.P. Centre for Ophthalmic Sciences, AIIMS New Delhi)",
    languages: ["English", "Gujarati", "Hindi"],
  },
  {
    name: "Dr. Divya Menon", category: "medical", specialization: "Dentist (Endodontist)",
    rating: 4.2, reviewsCount: 412, experienceYears: 9,
    consultationFee: 500, isVerified: true, isAvailable: true,
    bio: "Endodontist practising in Coimbatore, focused on root canal treatment, tooth sensitivity and conservative restorations. Reviews X-rays and treatment quotes so patients can make informed decisions.",
    education: "BDS (Government Dental College, Kozhikode), MDS Conservative Dentistry & Endodontics (Manipal College of Dental Sciences)",
    languages: ["English", "Malayalam", "Tamil"],
  },
  {
    name: "Dr. Vivek Chaturvedi", category: "medical", specialization: "Pulmonologist",
    rating: 3.9, reviewsCount: 298, experienceYears: 13,
    consultationFee: 800, isVerified: true, isAvailable: true,
    bio: "Pulmonologist in Jaipur managing asthma, COPD, tuberculosis and post-viral cough. Explains spirometry results and inhaler technique step by step.",
    education: "MBBS (SMS Medical College, Jaipur), MD Pulmonary Medicine (PGIMER Chandigarh)",
    languages: ["English", "Hindi"],
  },
  {
    name: "Dr. Arindam Sen", category: "medical", specialization: "Gastroenterologist",
    rating: 4.0, reviewsCount: 354, experienceYears: 16,
    consultationFee: 1100, isVerified: true, isAvailable: true,
    bio: "Gastroenterologist in Kolkata treating acid reflux, IBS, fatty liver and inflammatory bowel disease. Offers guidance on endoscopy findings and long-term liver care.",
    education: "MBBS (NRS Medical College, Kolkata), MD General Medicine (IPGMER Kolkata), DM Gastroenterology (SGPGIMS Lucknow)",
    languages: ["English", "Bengali", "Hindi"],
  },

  // ------------------------------------------------------------------ legal
  {
    name: "Adv. Rohan Mehta", category: "legal", specialization: "Family Law & Divorce",
    rating: 4.8, reviewsCount: 1120, experienceYears: 16,
    consultationFee: 2500, isVerified: true, isAvailable: true,
    bio: "Family law advocate practising before the Family Courts in Mumbai and the Bombay High Court. Handles mutual consent divorce, maintenance, child custody and domestic violence matters with a focus on mediated settlements.",
    education: "LLB (Government Law College, Mumbai), B.Com (Narsee Monjee College, Mumbai)",
    languages: ["English", "Hindi", "Marathi", "Gujarati"],
  },
  {
    name: "Adv. Shalini Rao", category: "legal", specialization: "Corporate & Commercial Law",
    rating: 4.9, reviewsCount: 412, experienceYears: 14,
    consultationFee: 3500, isVerified: true, isAvailable: true,
    bio: "Bengaluru-based corporate lawyer advising companies on shareholder agreements, commercial contracts and regulatory compliance. Previously worked with a leading Tier-1 law firm on M&A transactions.",
    education: "BA LLB (Hons) (NLSIU Bengaluru), LLM Corporate Law (NLSIU Bengaluru)",
    languages: ["English", "Kannada", "Hindi"],
  },
  {
    name: "Adv. Vikrant Chauhan", category: "legal", specialization: "Criminal Law",
    rating: 4.6, reviewsCount: 1876, experienceYears: 22,
    consultationFee: 3000, isVerified: true, isAvailable: true,
    bio: "Criminal defence advocate at the Delhi High Court and district courts with extensive trial experience. Advises on bail, anticipatory bail, FIR quashing and cheque bounce cases under Section 138 NI Act.",
    education: "LLB (Faculty of Law, University of Delhi), BA Political Science (Hindu College, Delhi)",
    languages: ["English", "Hindi", "Punjabi"],
  },
  {
    name: "Adv. Meenakshi Sundaram", category: "legal", specialization: "Property & Real Estate Law",
    rating: 4.5, reviewsCount: 640, experienceYears: 19,
    consultationFee: 1500, isVerified: true, isAvailable: true,
    bio: "Chennai advocate specialising in title verification, sale deeds, partition suits and RERA complaints. Reviews property documents before purchase and represents homebuyers against delayed possession.",
    education: "BA LLB (Dr. Ambedkar Government Law College, Chennai)",
    languages: ["English", "Tamil"],
  },
  {
    name: "Adv. Aditya Bhattacharya", category: "legal", specialization: "Intellectual Property",
    rating: 4.7, reviewsCount: 233, experienceYears: 9,
    consultationFee: 2800, isVerified: true, isAvailable: true,
    bio: "IP lawyer in Kolkata handling trademark registration and oppositions, copyright disputes and patent filing strategy for startups. Helps founders protect brand names before launch.",
    education: "BA LLB (Hons) (WBNUJS Kolkata), LLM Intellectual Property Law (NLU Delhi)",
    languages: ["English", "Bengali", "Hindi"],
  },
  {
    name: "Adv. Nandini Verma", category: "legal", specialization: "Consumer Protection",
    rating: 4.3, reviewsCount: 518, experienceYears: 11,
    consultationFee: 900, isVerified: true, isAvailable: true,
    bio: "Lucknow-based advocate representing consumers before District and State Consumer Commissions. Handles insurance claim rejections, defective products, builder delays and e-commerce disputes.",
    education: "LLB (Faculty of Law, University of Lucknow)",
    languages: ["English", "Hindi"],
  },
  {
    name: "Adv. Karthik Reddy", category: "legal", specialization: "Cyber Law & Data Privacy",
    rating: 4.4, reviewsCount: 187, experienceYears: 7,
    consultationFee: 2000, isVerified: true, isAvailable: true,
    bio: "Hyderabad advocate advising on online fraud complaints, IT Act offences and compliance with the Digital Personal Data Protection Act, 2023. Drafts privacy policies and data processing agreements for tech companies.",
    education: "BA LLB (Hons) (NALSAR University of Law, Hyderabad)",
    languages: ["English", "Telugu", "Hindi"],
  },
  {
    name: "Adv. Gurpreet Kaur Sandhu", category: "legal", specialization: "NRI & Immigration Matters",
    rating: 4.2, reviewsCount: 356, experienceYears: 13,
    consultationFee: 1800, isVerified: true, isAvailable: false,
    bio: "Chandigarh advocate assisting NRI families with property disputes, power of attorney, succession and passport or OCI issues. Coordinates with clients abroad through structured video consultations.",
    education: "BA LLB (Department of Laws, Panjab University, Chandigarh)",
    languages: ["English", "Punjabi", "Hindi"],
  },
  {
    name: "Adv. Sanjay Patil", category: "legal", specialization: "Labour & Employment Law",
    rating: 4.0, reviewsCount: 294, experienceYears: 20,
    consultationFee: 1200, isVerified: true, isAvailable: true,
    bio: "Pune advocate advising employees and employers on wrongful termination, full and final settlement, gratuity and PF disputes. Reviews employment contracts, notice periods and non-compete clauses.",
    education: "LLB (ILS Law College, Pune), Diploma in Labour Laws (Savitribai Phule Pune University)",
    languages: ["English", "Marathi", "Hindi"],
  },
  {
    name: "Adv. Aparna Nair", category: "legal", specialization: "Civil Litigation",
    rating: 4.1, reviewsCount: 142, experienceYears: 10,
    consultationFee: 1000, isVerified: true, isAvailable: true,
    bio: "Kochi-based civil litigator handling recovery suits, injunctions, landlord-tenant disputes and contract claims before the Kerala courts. Explains timelines and costs honestly before filing.",
    education: "BA LLB (Government Law College, Ernakulam)",
    languages: ["English", "Malayalam"],
  },
  {
    name: "Adv. Imran Qureshi", category: "legal", specialization: "Service Matters & Writ Petitions",
    rating: 4.6, reviewsCount: 402, experienceYears: 17,
    consultationFee: 1600, isVerified: true, isAvailable: true,
    bio: "Advocate at the Allahabad High Court representing government employees in promotion, transfer, pension and disciplinary matters. Also files writ petitions on RTI and administrative law issues.",
    education: "LLB and LLM (Aligarh Muslim University)",
    languages: ["English", "Hindi"],
  },
  {
    name: "Adv. Pooja Agarwal", category: "legal", specialization: "Startup & Contract Law",
    rating: 3.9, reviewsCount: 76, experienceYears: 5,
    consultationFee: 1400, isVerified: true, isAvailable: true,
    bio: "Gurugram lawyer helping early-stage founders with founder agreements, ESOP policies, vendor contracts and terms of service. Prefers fixed-scope engagements with clear deliverables.",
    education: "BBA LLB (Symbiosis Law School, Pune)",
    languages: ["English", "Hindi"],
  },
  {
    name: "Adv. Debashish Mohanty", category: "legal", specialization: "Banking & Debt Recovery (DRT, SARFAESI)",
    rating: 4.4, reviewsCount: 221, experienceYears: 15,
    consultationFee: 1100, isVerified: true, isAvailable: false,
    bio: "Cuttack-based advocate representing borrowers and lenders before the Debts Recovery Tribunal. Advises on SARFAESI notices, one-time settlements and loan restructuring.",
    education: "LLB (Madhusudan Law College, Cuttack), B.Com (Ravenshaw College, Cuttack)",
    languages: ["English", "Odia", "Hindi"],
  },
  {
    name: "Adv. Hetal Shah", category: "legal", specialization: "Wills, Succession & Trusts",
    rating: 3.8, reviewsCount: 58, experienceYears: 6,
    consultationFee: 800, isVerified: true, isAvailable: true,
    bio: "Ahmedabad advocate drafting wills, family settlement deeds and private trusts. Assists families with probate, succession certificates and legal heir documentation.",
    education: "LLB (Sir L.A. Shah Law College, Ahmedabad)",
    languages: ["English", "Gujarati", "Hindi"],
  },

  // -------------------------------------------------------------- financial
  {
    name: "CA Priya Sharma", category: "financial", specialization: "GST & Indirect Tax",
    rating: 4.8, reviewsCount: 1450, experienceYears: 13,
    consultationFee: 1500, isVerified: true, isAvailable: true,
    bio: "Delhi-based chartered accountant advising traders, manufacturers and service providers on GST registration, returns, input tax credit reconciliation and notices. Has represented clients in departmental audits and appeals.",
    education: "CA (ICAI), B.Com (Hons) (Shri Ram College of Commerce, Delhi)",
    languages: ["English", "Hindi"],
  },
  {
    name: "CA Venkatesh Iyer", category: "financial", specialization: "Income Tax & ITR Filing",
    rating: 4.7, reviewsCount: 2380, experienceYears: 25,
    consultationFee: 800, isVerified: true, isAvailable: true,
    bio: "Chennai chartered accountant with 25 years of practice in individual and HUF taxation. Helps salaried employees and pensioners choose between tax regimes and file accurate returns.",
    education: "CA (ICAI), B.Com (Loyola College, Chennai)",
    languages: ["English", "Tamil"],
  },
  {
    name: "CA Rakesh Agarwal", category: "financial", specialization: "Statutory Audit & Assurance",
    rating: 4.5, reviewsCount: 310, experienceYears: 21,
    consultationFee: 2000, isVerified: true, isAvailable: true,
    bio: "Partner at a mid-sized Kolkata audit firm, leading statutory and tax audits for private limited companies and NGOs. Advises on Ind AS adoption and audit readiness.",
    education: "CA (ICAI), B.Com (St. Xavier's College, Kolkata)",
    languages: ["English", "Bengali", "Hindi"],
  },
  {
    name: "CA Sneha Patil", category: "financial", specialization: "Startup Finance & Fundraising",
    rating: 4.9, reviewsCount: 268, experienceYears: 9,
    consultationFee: 2500, isVerified: true, isAvailable: true,
    bio: "Pune CA working with early-stage startups on financial models, cap tables, DPIIT recognition and due diligence for seed and Series A rounds. Formerly in the finance team of a venture-backed SaaS company.",
    education: "CA (ICAI), B.Com (Brihan Maharashtra College of Commerce, Pune)",
    languages: ["English", "Marathi", "Hindi"],
  },
  {
    name: "CA Mohammed Irfan", category: "financial", specialization: "NRI Taxation & FEMA",
    rating: 4.6, reviewsCount: 540, experienceYears: 16,
    consultationFee: 1800, isVerified: true, isAvailable: true,
    bio: "Hyderabad chartered accountant advising NRIs on residential status, DTAA relief, repatriation under FEMA and TDS on property sales. Handles Form 15CA/15CB certification.",
    education: "CA (ICAI), B.Com (Nizam College, Hyderabad)",
    languages: ["English", "Telugu", "Hindi"],
  },
  {
    name: "Ramesh Hegde", category: "financial", specialization: "Retirement & Investment Planning (CFP)",
    rating: 4.4, reviewsCount: 720, experienceYears: 18,
    consultationFee: 1200, isVerified: true, isAvailable: true,
    bio: "Bengaluru-based Certified Financial Planner helping families plan for retirement, children's education and insurance needs. Fee-only advice with no commission-linked product recommendations.",
    education: "MBA Finance (XLRI Jamshedpur), CFP (FPSB India)",
    languages: ["English", "Kannada", "Hindi"],
  },
  {
    name: "CA Jaspreet Kaur", category: "financial", specialization: "TDS & Payroll Compliance",
    rating: 4.2, reviewsCount: 189, experienceYears: 7,
    consultationFee: 700, isVerified: true, isAvailable: true,
    bio: "Amritsar CA managing TDS returns, Form 16 issuance, PF and ESI compliance for small businesses. Resolves TDS mismatch and short-deduction notices.",
    education: "CA (ICAI), B.Com (Khalsa College, Amritsar)",
    languages: ["English", "Punjabi", "Hindi"],
  },
  {
    name: "CA Nikhil Shah", category: "financial", specialization: "Business Valuation & M&A",
    rating: 4.7, reviewsCount: 146, experienceYears: 15,
    consultationFee: 2500, isVerified: true, isAvailable: false,
    bio: "Mumbai-based chartered accountant and registered valuer preparing valuation reports for share issues, ESOPs and mergers. Advises promoters on deal structuring and tax implications.",
    education: "CA (ICAI), CFA Charterholder (CFA Institute), B.Com (H.R. College, Mumbai)",
    languages: ["English", "Gujarati", "Hindi", "Marathi"],
  },
  {
    name: "CA Lakshmi Narayanan", category: "financial", specialization: "Small Business Accounting & Bookkeeping",
    rating: 4.3, reviewsCount: 612, experienceYears: 11,
    consultationFee: 600, isVerified: true, isAvailable: true,
    bio: "Coimbatore CA helping small manufacturers and retailers set up Tally or cloud accounting, monthly MIS and working capital tracking. Practical advice for first-time business owners.",
    education: "CA (ICAI), M.Com (PSG College of Arts and Science, Coimbatore)",
    languages: ["English", "Tamil", "Malayalam"],
  },
  {
    name: "CS Anjali Gupta", category: "financial", specialization: "Company Incorporation & ROC Compliance",
    rating: 4.0, reviewsCount: 402, experienceYears: 8,
    consultationFee: 900, isVerified: true, isAvailable: true,
    bio: "Company secretary in Noida handling private limited and LLP incorporation, annual ROC filings, director KYC and share transfers. Keeps compliance calendars simple for founders.",
    education: "CS (ICSI), B.Com (Hons) (Kamala Nehru College, University of Delhi)",
    languages: ["English", "Hindi"],
  },
  {
    name: "CA Suresh Nayak", category: "financial", specialization: "Income Tax Notices, Scrutiny & Appeals",
    rating: 4.5, reviewsCount: 355, experienceYears: 20,
    consultationFee: 1600, isVerified: true, isAvailable: true,
    bio: "Bhubaneswar chartered accountant representing taxpayers in faceless assessments, reassessment notices and appeals before CIT(A) and ITAT. Drafts responses that are concise and well documented.",
    education: "CA (ICAI), B.Com (Utkal University, Bhubaneswar)",
    languages: ["English", "Odia", "Hindi"],
  },
  {
    name: "Kavya Reddy", category: "financial", specialization: "Personal Finance & Mutual Funds (SEBI RIA)",
    rating: 4.1, reviewsCount: 233, experienceYears: 6,
    consultationFee: 1000, isVerified: true, isAvailable: true,
    bio: "SEBI-registered investment adviser in Visakhapatnam helping young professionals build emergency funds, choose index and debt funds, and review existing portfolios. Advice is goal-based and fee-only.",
    education: "MBA Finance (ISB Hyderabad), NISM Investment Adviser Level 1 & 2",
    languages: ["English", "Telugu"],
  },
  {
    name: "CA Manish Jain", category: "financial", specialization: "Capital Gains & Property Taxation",
    rating: 3.8, reviewsCount: 94, experienceYears: 4,
    consultationFee: 750, isVerified: true, isAvailable: false,
    bio: "Indore CA advising on capital gains from shares, mutual funds and property, including exemptions under Sections 54 and 54EC. Helps clients compute indexed cost and plan reinvestment.",
    education: "CA (ICAI), B.Com (Devi Ahilya Vishwavidyalaya, Indore)",
    languages: ["English", "Hindi"],
  },
  {
    name: "CA Deepa Menon", category: "financial", specialization: "Internal Audit & Risk Advisory",
    rating: 3.9, reviewsCount: 57, experienceYears: 6,
    consultationFee: 1400, isVerified: true, isAvailable: true,
    bio: "Kochi-based CA designing internal financial controls, process audits and fraud risk reviews for mid-sized companies and hospitals. Previously with a Big Four risk advisory practice.",
    education: "CA (ICAI), CIA (IIA), B.Com (St. Teresa's College, Ernakulam)",
    languages: ["English", "Malayalam"],
  },

  // ------------------------------------------------------------------- tech
  {
    name: "Siddharth Krishnan", category: "tech", specialization: "Cloud Architecture (AWS)",
    rating: 4.9, reviewsCount: 612, experienceYears: 14,
    consultationFee: 2800, isVerified: true, isAvailable: true,
    bio: "Bengaluru-based AWS Certified Solutions Architect (Professional) who has designed multi-account landing zones for fintech and e-commerce companies. Helps teams cut cloud costs and plan migrations.",
    education: "B.Tech CSE (IIT Madras)",
    languages: ["English", "Tamil", "Kannada", "Hindi"],
  },
  {
    name: "Ishita Malhotra", category: "tech", specialization: "Data Science & Machine Learning",
    rating: 4.8, reviewsCount: 387, experienceYears: 9,
    consultationFee: 2500, isVerified: true, isAvailable: true,
    bio: "Gurugram data scientist who has built recommendation and demand-forecasting systems at scale. Mentors teams on model evaluation, MLOps and moving notebooks to production.",
    education: "B.Tech CSE (IIT Delhi), M.Tech Data Science (IIIT Bangalore)",
    languages: ["English", "Hindi", "Punjabi"],
  },
  {
    name: "Rahul Deshmukh", category: "tech", specialization: "Cybersecurity & Penetration Testing",
    rating: 4.7, reviewsCount: 254, experienceYears: 11,
    consultationFee: 2200, isVerified: true, isAvailable: true,
    bio: "OSCP-certified security consultant in Pune conducting web and API penetration tests and CERT-In compliance reviews. Helps small companies prioritise fixes after a VAPT report.",
    education: "B.E. Computer Engineering (College of Engineering, Pune)",
    languages: ["English", "Marathi", "Hindi"],
  },
  {
    name: "Ayesha Rahman", category: "tech", specialization: "Full-Stack Web Development (React & Node.js)",
    rating: 4.6, reviewsCount: 498, experienceYears: 7,
    consultationFee: 1200, isVerified: true, isAvailable: true,
    bio: "Hyderabad full-stack engineer building React and Node.js applications for startups. Reviews codebases, debugs performance issues and helps teams set up testing and CI.",
    education: "B.Tech CSE (IIIT Hyderabad)",
    languages: ["English", "Hindi", "Telugu"],
  },
  {
    name: "Pradeep Naidu", category: "tech", specialization: "DevOps & Kubernetes",
    rating: 4.5, reviewsCount: 311, experienceYears: 12,
    consultationFee: 1800, isVerified: true, isAvailable: true,
    bio: "Chennai-based DevOps lead and Certified Kubernetes Administrator. Designs CI/CD pipelines, observability stacks and zero-downtime deployment strategies.",
    education: "B.E. Electronics & Communication (College of Engineering, Guindy, Anna University)",
    languages: ["English", "Tamil", "Telugu"],
  },
  {
    name: "Sourav Ghosh", category: "tech", specialization: "Database Administration (PostgreSQL & Oracle)",
    rating: 4.3, reviewsCount: 176, experienceYears: 16,
    consultationFee: 1500, isVerified: true, isAvailable: true,
    bio: "Kolkata database specialist tuning slow queries, planning backups and replication, and migrating Oracle workloads to PostgreSQL. Has supported banking and insurance systems for over a decade.",
    education: "B.E. Information Technology (Jadavpur University)",
    languages: ["English", "Bengali", "Hindi"],
  },
  {
    name: "Megha Bhatt", category: "tech", specialization: "Mobile App Development (Flutter & Android)",
    rating: 4.4, reviewsCount: 229, experienceYears: 6,
    consultationFee: 1000, isVerified: true, isAvailable: true,
    bio: "Ahmedabad mobile developer who has shipped Flutter and native Android apps for retail and healthcare clients. Advises on app architecture, Play Store releases and offline-first design.",
    education: "B.E. Computer Engineering (L.D. College of Engineering, Ahmedabad)",
    languages: ["English", "Gujarati", "Hindi"],
  },
  {
    name: "Nitin Saxena", category: "tech", specialization: "SAP S/4HANA (FICO) Consulting",
    rating: 4.2, reviewsCount: 143, experienceYears: 18,
    consultationFee: 2000, isVerified: true, isAvailable: false,
    bio: "Noida-based SAP FICO consultant with multiple end-to-end S/4HANA implementations for manufacturing firms. Guides finance teams on GST configuration, month-end close and migration from ECC.",
    education: "B.Tech Mechanical Engineering (MNNIT Allahabad), MBA Finance (IMT Ghaziabad)",
    languages: ["English", "Hindi"],
  },
  {
    name: "Anusha Hegde", category: "tech", specialization: "UI/UX & Product Design",
    rating: 4.7, reviewsCount: 165, experienceYears: 8,
    consultationFee: 1400, isVerified: true, isAvailable: true,
    bio: "Mysuru-based product designer running usability audits, design systems and onboarding flow redesigns. Has worked on vernacular-first apps for Tier-2 and Tier-3 users.",
    education: "B.Des Communication Design (NID Ahmedabad)",
    languages: ["English", "Kannada", "Hindi"],
  },
  {
    name: "Joseph Mathew", category: "tech", specialization: "Networking & IT Infrastructure (CCNP)",
    rating: 4.1, reviewsCount: 98, experienceYears: 20,
    consultationFee: 900, isVerified: true, isAvailable: true,
    bio: "Kochi network engineer setting up office LANs, firewalls, VPNs and Wi-Fi for clinics, schools and small offices. Practical troubleshooting for connectivity and security issues.",
    education: "B.Tech Electronics & Communication (Cochin University of Science and Technology)",
    languages: ["English", "Malayalam"],
  },
  {
    name: "Tanvir Alam", category: "tech", specialization: "Cloud Architecture (Azure)",
    rating: 4.0, reviewsCount: 84, experienceYears: 10,
    consultationFee: 1600, isVerified: true, isAvailable: true,
    bio: "Bhopal-based Azure architect helping organisations move to Microsoft 365 and Azure, with a focus on identity, governance and cost management.",
    education: "B.Tech CSE (MANIT Bhopal)",
    languages: ["English", "Hindi"],
  },
  {
    name: "Bhavna Warrier", category: "tech", specialization: "QA & Test Automation (Selenium, Playwright)",
    rating: 4.5, reviewsCount: 132, experienceYears: 9,
    consultationFee: 800, isVerified: true, isAvailable: true,
    bio: "Thiruvananthapuram test automation lead who builds end-to-end and API test suites for product teams. Helps teams reduce flaky tests and integrate automation into CI pipelines.",
    education: "B.Tech Information Technology (College of Engineering, Trivandrum)",
    languages: ["English", "Malayalam", "Tamil"],
  },
  {
    name: "Gaurav Sinha", category: "tech", specialization: "Career Mentoring & System Design Interviews",
    rating: 3.8, reviewsCount: 41, experienceYears: 5,
    consultationFee: 700, isVerified: true, isAvailable: false,
    bio: "Patna-based backend engineer who mentors students and early-career developers on data structures, system design and interview preparation. Conducts realistic mock interviews with detailed feedback.",
    education: "B.Tech CSE (NIT Patna), M.Tech CSE (IIT Kanpur)",
    languages: ["English", "Hindi"],
  },
  {
    name: "Rohit Bansal", category: "tech", specialization: "Generative AI & LLM Integration",
    rating: 5.0, reviewsCount: 23, experienceYears: 3,
    consultationFee: 3000, isVerified: true, isAvailable: true,
    bio: "Chandigarh engineer building retrieval-augmented chatbots and document automation with large language models. Advises on model selection, evaluation, data privacy and cost control.",
    education: "B.Tech CSE (Punjab Engineering College, Chandigarh), M.Tech Artificial Intelligence (IIT Hyderabad)",
    languages: ["English", "Hindi", "Punjabi"],
  },
];

export interface SeedDoctor {
  key: string;
  email: string;
  name: string;
  specialization: string;
  education: string;
  bio: string;
}

export const seedDoctors: SeedDoctor[] = [
  {
    key: "meera",
    email: "dr.meera.nair@demo.expertconnect.in",
    name: "Dr. Meera Nair",
    specialization: "Internal Medicine",
    education: "MBBS (Government Medical College, Kozhikode), MD General Medicine (JIPMER Puducherry)",
    bio: "Consultant physician in Kochi with an interest in infectious diseases, electrolyte disorders and rational prescribing. Runs the hospital's monthly journal club.",
  },
  {
    key: "arjun",
    email: "dr.arjun.rao@demo.expertconnect.in",
    name: "Dr. Arjun Rao",
    specialization: "Paediatrics",
    education: "MBBS (Bangalore Medical College and Research Institute), MD Paediatrics (Kasturba Medical College, Manipal)",
    bio: "Paediatrician in Bengaluru working in a busy OPD and NICU. Interested in antibiotic stewardship, childhood infections and parent education.",
  },
  {
    key: "farah",
    email: "dr.farah.ansari@demo.expertconnect.in",
    name: "Dr. Farah Ansari",
    specialization: "Endocrinology",
    education: "MBBS (Grant Government Medical College, Mumbai), MD General Medicine and DM Endocrinology (Seth GS Medical College & KEM Hospital, Mumbai)",
    bio: "Endocrinologist in Mumbai focusing on diabetes in older adults, thyroid disorders and CGM-guided therapy. Enjoys teaching residents practical insulin titration.",
  },
  {
    key: "vikram",
    email: "dr.vikram.sethi@demo.expertconnect.in",
    name: "Dr. Vikram Sethi",
    specialization: "Cardiology",
    education: "MBBS (Armed Forces Medical College, Pune), MD General Medicine (PGIMER Chandigarh), DM Cardiology (AIIMS New Delhi)",
    bio: "Clinical cardiologist in New Delhi with interests in hypertension, heart failure and cardiac rehabilitation. Believes in home BP monitoring for every hypertensive patient.",
  },
];

export interface SeedPost {
  authorKey: string;
  content: string;
  hoursAgo: number;
}

export const seedPosts: SeedPost[] = [
  {
    authorKey: "vikram",
    content:
      "Clinical pearl: a normal first ECG does not rule out ACS. If chest pain persists, repeat the ECG at 15-30 minutes and use serial high-sensitivity troponin (0/1h or 0/2h protocol) rather than a single value.\nPosterior MI is easy to miss - look for ST depression in V1-V3 and record V7-V9.",
    hoursAgo: 3,
  },
  {
    authorKey: "farah",
    content:
      "Guideline reminder: in adults with type 2 diabetes and established ASCVD, heart failure or CKD, an SGLT2 inhibitor or GLP-1 receptor agonist with proven cardiorenal benefit is recommended irrespective of baseline HbA1c. Check eGFR before starting, and counsel on genital hygiene and sick-day rules - pause the SGLT2 inhibitor during acute illness, vomiting or poor oral intake.",
    hoursAgo: 9,
  },
  {
    authorKey: "arjun",
    content:
      "CME announcement: our department is hosting a half-day online session on rational antibiotic use in the paediatric OPD next Saturday, 10 am to 1 pm. Topics include viral vs bacterial URTI, when to test, and weight-based dosing of common oral antibiotics.\nCredit hours have been applied for with the state medical council. Message me to register - residents welcome.",
    hoursAgo: 20,
  },
  {
    authorKey: "meera",
    content:
      "Case learning (anonymised): a middle-aged patient on long-term PPI and a thiazide presented with fatigue and cramps; potassium stayed low despite oral supplements. Serum magnesium was 1.1 mg/dL. Once magnesium was corrected, potassium normalised within 48 hours.\nTakeaway: in refractory hypokalaemia, always check magnesium, and review the need for long-term PPIs.",
    hoursAgo: 34,
  },
  {
    authorKey: "vikram",
    content:
      "Home BP monitoring is underused in our OPDs. Ask patients to use a validated upper-arm device, sit quietly for 5 minutes, and take two readings morning and evening for 7 days, discarding day 1. A home average of 135/85 mmHg or above corresponds roughly to an office BP of 140/90 mmHg.",
    hoursAgo: 58,
  },
  {
    authorKey: "farah",
    content:
      "Clinical pearl: before labelling a low TSH with normal free T4 as subclinical hyperthyroidism, check free T3 and repeat in 6-8 weeks. Non-thyroidal illness, high-dose glucocorticoids and first-trimester pregnancy can all suppress TSH.\nAlso ask about biotin supplements (common in hair and nail products) - they can interfere with immunoassays, so stop them at least 48 hours before retesting.",
    hoursAgo: 86,
  },
  {
    authorKey: "arjun",
    content:
      "Case learning (anonymised): a toddler with 6 days of fever, non-purulent conjunctival injection, cracked lips and a polymorphous rash was treated twice as viral fever before referral; echo showed coronary artery dilatation. Think of Kawasaki disease in any child with fever for 5 days or more - IVIG within the first 10 days of illness reduces the risk of coronary aneurysms.\nIncomplete Kawasaki is common in infants, so keep the threshold low.",
    hoursAgo: 130,
  },
  {
    authorKey: "meera",
    content:
      "Monsoon reminder on dengue: the critical phase usually begins around defervescence (days 3-7). Watch for warning signs - abdominal pain, persistent vomiting, mucosal bleeding, lethargy, liver enlargement and a rising haematocrit with a rapid fall in platelets. Avoid NSAIDs and IM injections, and do not transfuse platelets on the count alone in a stable, non-bleeding patient.",
    hoursAgo: 175,
  },
];

export interface SeedAnswer {
  authorKey: string;
  answer: string;
  hoursAgo: number;
  accepted?: boolean;
}

export interface SeedDoubt {
  authorKey: string;
  question: string;
  category: string | null;
  hoursAgo: number;
  answers: SeedAnswer[];
}

export const seedDoubts: SeedDoubt[] = [
  {
    authorKey: "meera",
    question:
      "Patient with type 2 diabetes, eGFR now 28 mL/min/1.73m2, still on metformin 1 g twice daily. Should metformin be stopped completely or just dose-reduced? And is sitagliptin safe at this eGFR?",
    category: "Nephrology",
    hoursAgo: 48,
    answers: [
      {
        authorKey: "farah",
        answer:
          "Stop metformin below eGFR 30; between 30 and 45 cap it at 1 g/day and avoid starting it fresh. Sitagliptin is fine with renal dosing - 50 mg daily for eGFR 30-45 and 25 mg daily below 30. Linagliptin needs no adjustment, which keeps things simple. Recheck eGFR every 3 months.",
        hoursAgo: 44,
        accepted: true,
      },
      {
        authorKey: "vikram",
        answer:
          "From the cardiac side, if there is no contraindication consider an SGLT2 inhibitor for kidney and heart failure protection. Dapagliflozin can be started down to eGFR 25, though its glucose-lowering effect will be modest at this level.",
        hoursAgo: 40,
      },
    ],
  },
  {
    authorKey: "arjun",
    question:
      "Fever without focus in a well-appearing 2-month-old, temperature 38.4 C, immunised for age. What minimum workup do you do in an OPD setting where procalcitonin is not available?",
    category: "Paediatrics",
    hoursAgo: 96,
    answers: [
      {
        authorKey: "meera",
        answer:
          "At 2 months I would not skip the workup: CBC, CRP, blood culture, and urine routine plus culture from a catheter sample are the minimum. If CRP or ANC is raised or the urine is abnormal, admit and discuss lumbar puncture. Ensure review within 24 hours even if everything is normal.",
        hoursAgo: 90,
      },
      {
        authorKey: "farah",
        answer:
          "Agree with Dr. Meera. Also ask about feeding, urine output and sick contacts at home, and give parents written red flags - poor feeding, lethargy, fast breathing, mottled skin - with a clear plan of when to return.",
        hoursAgo: 70,
      },
      {
        authorKey: "vikram",
        answer:
          "One practical point: confirm how the temperature was measured and whether the baby was heavily bundled. That said, a recorded 38 C or more in a young infant should still be treated as true fever.",
        hoursAgo: 60,
      },
    ],
  },
  {
    authorKey: "vikram",
    question:
      "Managing HbA1c in the elderly: 78-year-old with type 2 diabetes, CKD stage 3a and mild cognitive impairment, lives with family. HbA1c 7.1% on glimepiride 2 mg plus metformin. Family wants tighter control. What target would you aim for?",
    category: "Endocrinology",
    hoursAgo: 150,
    answers: [
      {
        authorKey: "farah",
        answer:
          "With cognitive impairment and CKD, an HbA1c target below 8.0% is reasonable. A value of 7.1% on a sulfonylurea actually worries me about hypoglycaemia. I would taper glimepiride, consider a DPP-4 inhibitor instead, and ask the family to log fasting and pre-dinner sugars for a week.",
        hoursAgo: 140,
      },
      {
        authorKey: "meera",
        answer:
          "Deintensification is the right call. Hypoglycaemia in older adults often shows up as confusion or falls rather than sweating, so the family may not recognise it. Also worth checking vitamin B12, given long-term metformin and cognitive symptoms.",
        hoursAgo: 120,
      },
    ],
  },
  {
    authorKey: "farah",
    question:
      "For teleconsultations under the Telemedicine Practice Guidelines 2020, what do you document for a first video consult, and which medicines do you restrict yourself to?",
    category: null,
    hoursAgo: 26,
    answers: [
      {
        authorKey: "vikram",
        answer:
          "I record identity verification, consent, history, what could be observed on video and a provisional diagnosis. On a first video consult only List A drugs; List B only as add-ons at follow-up for the same condition. Schedule X and NDPS drugs are never prescribed remotely.",
        hoursAgo: 20,
      },
    ],
  },
  {
    authorKey: "arjun",
    question:
      "15-year-old footballer with a soft systolic murmur and an ECG meeting voltage criteria for LVH; echo is structurally normal. Is anything more needed before clearing him for competitive sport, or is this athletic remodelling?",
    category: "Cardiology",
    hoursAgo: 5,
    answers: [],
  },
];

/**
 * Demo registrations of the seeded doctors (fictional numbers in each council's usual shape), as an
 * admin would have checked them. Dr. Divya Menon is a dentist: dentists register with a State
 * Dental Council, which this list of medical councils does not hold, so she has none.
 */
export const seedMedicalRegistrations: Record<string, { number: string; council: string }> = {
  "Dr. Ananya Iyer": { number: "TNMC-78412", council: "Tamil Nadu Medical Council" },
  "Dr. Kavita Deshpande": { number: "MMC-2011/04/1187", council: "Maharashtra Medical Council" },
  "Dr. Sameer Khan": { number: "UPMC-45120", council: "Uttar Pradesh Medical Council" },
  "Dr. Sunita Reddy": { number: "TSMC/FMR/03321", council: "Telangana State Medical Council" },
  "Dr. Harpreet Singh Gill": { number: "PMC-36782", council: "Punjab Medical Council" },
  "Dr. Rhea Banerjee": { number: "WBMC-61245", council: "West Bengal Medical Council" },
  "Dr. Alok Mishra": { number: "OCMR-19874", council: "Odisha Council of Medical Registration" },
  "Dr. Neha Kulkarni": { number: "KMC-104527", council: "Karnataka Medical Council" },
  "Dr. Rajesh Pillai": { number: "TCMC-52318", council: "Travancore Cochin Medical Council (Kerala)" },
  "Dr. Fatima Siddiqui": { number: "DMC/R/08741", council: "Delhi Medical Council" },
  "Dr. Pranav Joshi": { number: "GMC-G-27563", council: "Gujarat Medical Council" },
  "Dr. Vivek Chaturvedi": { number: "RMC-33906", council: "Rajasthan Medical Council" },
  "Dr. Arindam Sen": { number: "WBMC-70452", council: "West Bengal Medical Council" },
};

/**
 * Demo enrolments of the seeded lawyers (fictional numbers in the State Bar Councils' usual
 * STATE/number/year shape, the year that of the date of enrolment): docs/product.md#lawyers-enrolment.
 */
export const seedLegalEnrolments: Record<string, { number: string; council: string; enrolledOn: string }> = {
  "Adv. Rohan Mehta": { number: "MAH/1187/2010", council: "Bar Council of Maharashtra & Goa", enrolledOn: "2010-07-14" },
  "Adv. Shalini Rao": { number: "KAR/2245/2012", council: "Karnataka State Bar Council", enrolledOn: "2012-08-02" },
  "Adv. Vikrant Chauhan": { number: "D/1532/2004", council: "Bar Council of Delhi", enrolledOn: "2004-09-20" },
  "Adv. Meenakshi Sundaram": { number: "MS/2874/2007", council: "Bar Council of Tamil Nadu & Puducherry", enrolledOn: "2007-06-11" },
  "Adv. Aditya Bhattacharya": { number: "WB/1423/2017", council: "Bar Council of West Bengal", enrolledOn: "2017-03-27" },
  "Adv. Nandini Verma": { number: "UP/3310/2015", council: "Bar Council of Uttar Pradesh", enrolledOn: "2015-10-05" },
  "Adv. Karthik Reddy": { number: "TS/1756/2019", council: "Bar Council of Telangana", enrolledOn: "2019-08-19" },
  "Adv. Gurpreet Kaur Sandhu": { number: "P/2118/2013", council: "Bar Council of Punjab & Haryana", enrolledOn: "2013-07-01" },
  "Adv. Sanjay Patil": { number: "MAH/3042/2006", council: "Bar Council of Maharashtra & Goa", enrolledOn: "2006-12-08" },
  "Adv. Aparna Nair": { number: "K/1289/2016", council: "Bar Council of Kerala", enrolledOn: "2016-05-22" },
  "Adv. Imran Qureshi": { number: "UP/2764/2009", council: "Bar Council of Uttar Pradesh", enrolledOn: "2009-11-16" },
  "Adv. Pooja Agarwal": { number: "P/3381/2021", council: "Bar Council of Punjab & Haryana", enrolledOn: "2021-02-12" },
  "Adv. Debashish Mohanty": { number: "O/845/2011", council: "Odisha State Bar Council", enrolledOn: "2011-09-30" },
  "Adv. Hetal Shah": { number: "G/1502/2020", council: "Bar Council of Gujarat", enrolledOn: "2020-01-17" },
};
