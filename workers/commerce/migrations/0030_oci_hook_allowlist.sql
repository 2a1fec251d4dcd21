-- Punch-out (OCI): where a customer's procurement system may receive the cart (HOOK_URL).
-- No foreign key to customers: the demo customers are seeded after the migrations run.
CREATE TABLE oci_hook_allowlist (
  customer_id TEXT PRIMARY KEY,
  -- Space separated hosts: "buyer.example.com", "*.example.com" (any subdomain), optionally ":port" to pin the port.
  hosts TEXT NOT NULL,
  -- Space separated extra schemes besides http/https, e.g. "sapevent" (SAP GUI event URLs have no host).
  schemes TEXT NOT NULL DEFAULT ''
);

-- The demo punch-out customer: a local procurement test system on any port, and SAP GUI events.
INSERT INTO oci_hook_allowlist (customer_id, hosts, schemes) VALUES ('10004', 'localhost 127.0.0.1 inkop.example.se', 'sapevent');
