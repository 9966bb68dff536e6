-- Neovim's own LSP client (0.7 and later) against `navviz lsp`, headless: opens a .nav
-- file, waits for its diagnostics, hovers, renames and asks for completions, writing one
-- line per result to NAVVIZ_RESULT. Every wait has a limit; a failure writes `FAIL why`
-- and leaves Neovim with a non-zero status. Run by LanguageServerTests (EndToEndTests).
local results = {}
local function record(line) table.insert(results, line) end
local function finish(status)
  vim.fn.writefile(results, os.getenv("NAVVIZ_RESULT"))
  vim.cmd(status == 0 and "qall!" or "cquit! " .. status)
end
local function fail(why)
  record("FAIL " .. why)
  finish(3)
end
local function first_line(text) return (text:gsub("\n.*", "")) end

vim.cmd("edit " .. vim.fn.fnameescape(os.getenv("NAVVIZ_FLOW")))
local buffer = vim.api.nvim_get_current_buf()
local client_id = vim.lsp.start_client({
  name = "navviz",
  cmd = { os.getenv("NAVVIZ_BINARY"), "lsp", "--preview", "off" },
  root_dir = vim.fn.fnamemodify(os.getenv("NAVVIZ_FLOW"), ":h"),
})
if not client_id then return fail("the client did not start") end
vim.lsp.buf_attach_client(buffer, client_id)

-- Diagnostics, published after the file opens.
if not vim.wait(30000, function() return #vim.diagnostic.get(buffer) > 0 end, 20) then
  return fail("no diagnostics in 30 s")
end
for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
  record(string.format("diagnostic %d:%d %d %s", diagnostic.lnum + 1, diagnostic.col + 1, diagnostic.severity, first_line(diagnostic.message)))
end

-- `row` counts from 1, `column` from 0; the position is given, not taken from the cursor,
-- which Neovim keeps on a line's last character in normal mode.
local function request(method, row, column)
  local params = vim.lsp.util.make_position_params()
  params.position = { line = row - 1, character = column }
  local answers, err = vim.lsp.buf_request_sync(buffer, method, params, 30000)
  if not answers then return nil, err or "no answer" end
  local answer = answers[client_id]
  if answer.err then return nil, answer.err.message end
  return answer.result
end

-- Hover on the operation of line 3 (`Cart present Pay`).
local hover, err = request("textDocument/hover", 3, 6)
if not hover then return fail("hover: " .. tostring(err)) end
for _, line in ipairs(vim.split(hover.contents.value, "\n")) do
  if line:match("^%*%*") then record("hover " .. line) end
end

-- Completion after `Pay ` on the last line.
local last = vim.api.nvim_buf_line_count(buffer)
local completion, completion_err = request("textDocument/completion", last, 4)
if not completion then return fail("completion: " .. tostring(completion_err)) end
local labels = {}
for _, item in ipairs(completion.items or completion) do
  table.insert(labels, item.label .. (item.tags and "(refused)" or ""))
end
record("completion " .. table.concat(labels, ","))

-- Rename `Cart` (line 2) to `Basket`: the client asks where the name is, renames, and
-- applies the edit to the buffer.
vim.api.nvim_win_set_cursor(0, { 2, 11 })
vim.lsp.buf.rename("Basket")
if not vim.wait(30000, function() return vim.api.nvim_buf_get_lines(buffer, 2, 3, false)[1]:match("^Basket") ~= nil end, 20) then
  return fail("the rename was not applied in 30 s")
end
for _, line in ipairs(vim.api.nvim_buf_get_lines(buffer, 0, -1, false)) do
  if line:match("Basket") then record("renamed " .. line) end
end

vim.lsp.stop_client(client_id)
if not vim.wait(10000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 20) then
  return fail("the server did not stop in 10 s")
end
record("stopped")
finish(0)
