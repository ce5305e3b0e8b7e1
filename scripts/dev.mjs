// `npm run dev`: the API with reload on change (port 3001) and Vite with hot reload (port 5173).
import { spawn } from "node:child_process";

const env = { ...process.env, PORT: "3001", PUBLIC_URL: "http://localhost:5173", NODE_ENV: "development" };
const children = [
  spawn("npm", ["run", "dev", "-w", "@expertconnect/server"], { stdio: "inherit", env }),
  spawn("npm", ["run", "dev", "-w", "@expertconnect/web"], { stdio: "inherit", env: { ...process.env, API_PORT: "3001" } }),
];
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => children.forEach((c) => c.kill(signal)));
children.forEach((c) => c.on("exit", (code) => process.exit(code ?? 0)));
